// A page description from free text: search engines show about 160 characters, link previews less, so longer
// text is cut at a word boundary. The server's meta tags and the web's PageMeta use the same cut.

export const descriptionMaxChars = 160;

export function summarize(text: string, max = descriptionMaxChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
