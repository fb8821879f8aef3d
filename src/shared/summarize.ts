// A page description from free text: search engines show about 160 characters, link previews less, so longer
// text is cut at a word boundary. The server's meta tags and the web's PageMeta use the same cut.

export const descriptionMaxChars = 160;

export function summarize(text: string, max = descriptionMaxChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Counted and cut by code point: a UTF-16 cut can leave half an emoji, a lone surrogate that is not valid
  // UTF-8 and shows as '�' in a link preview.
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).join('');
  return `${kept.replace(/[\s.,;:!?-]+$/, '')}…`;
}
