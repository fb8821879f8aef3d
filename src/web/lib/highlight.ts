// A search's highlighted text as the server writes it: matched words between [[ and ]] (offerCardSchema). The
// pieces are rendered as text nodes and <mark>s, so nothing in a title can become markup.

export type HighlightPiece = { text: string; marked: boolean };

const open = '[[';
const close = ']]';

/**
 * The text cut into plain and marked pieces, in order. A [[ without its ]] and a stray ]] are shown as typed, and
 * an empty [[]] shows nothing; adjacent plain pieces are joined.
 */
export function splitHighlight(text: string): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  const push = (piece: HighlightPiece) => {
    if (!piece.text) return;
    const last = pieces.at(-1);
    if (last && !last.marked && !piece.marked) last.text += piece.text;
    else pieces.push(piece);
  };
  let rest = text;
  while (rest) {
    const start = rest.indexOf(open);
    const end = start === -1 ? -1 : rest.indexOf(close, start + open.length);
    if (end === -1) {
      push({ text: rest, marked: false });
      break;
    }
    push({ text: rest.slice(0, start), marked: false });
    push({ text: rest.slice(start + open.length, end), marked: true });
    rest = rest.slice(end + close.length);
  }
  return pieces;
}
