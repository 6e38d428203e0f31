const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Character references as the sanitiser writes them (named basics and numeric ones). */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * The text of some HTML, for one-line previews (shown as text, never as HTML). The same steps on
 * the server that renders the page and in the browser that hydrates it, so both show the same text.
 */
export function textOf(html: string): string {
  // Blocks and line breaks part words, as they do on screen.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|td)>|<br\s*\/?>/gi, '$& ');
  return decodeEntities(spaced.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spec 2.10: start date as YYYY-MM-DD: the date of the timestamp as the server sends it, as the
 * promotions show theirs, so the page the server renders and the browser that hydrates it agree.
 */
export const formatDay = (iso: string): string => iso.slice(0, 10);
