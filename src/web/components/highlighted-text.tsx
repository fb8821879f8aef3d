import { splitHighlight } from '#web/lib/highlight.ts';

/** Text with a search's matched words (between [[ and ]]) shown marked; everything else is plain text. */
export function HighlightedText({ text }: { text: string }) {
  return splitHighlight(text).map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
