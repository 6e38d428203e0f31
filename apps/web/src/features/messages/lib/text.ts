/** The text of some HTML, for one-line previews (shown as text, never as HTML). */
export function textOf(html: string): string {
  // Blocks and line breaks part words, as they do on screen.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|td)>|<br\s*\/?>/gi, '$& ');
  const text =
    typeof DOMParser === 'undefined'
      ? spaced.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** Spec 2.10: start date as YYYY-MM-DD, in the player's own calendar. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
