/** The pieces of a rendered page that change from one page to the next. */
export interface PageParts {
  lang: string;
  title: string;
  /** Tags for the end of `<head>` (already HTML). */
  head: string;
  /** Markup inside the root element (already HTML, from react-dom/server). */
  root: string;
}

/** Text and attribute values inside the page's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The build's index.html cut once into the pieces between which a page's own parts go. The boot
 * data goes last and per request (it holds the caller's status), so the rest can be cached.
 */
export class PageTemplate {
  private readonly parts: [string, string, string, string, string];

  constructor(indexHtml: string) {
    const withoutStyles = indexHtml
      // Every stylesheet is inlined into the page's head instead (PageAssets).
      .replace(/[ \t]*<link rel="stylesheet"[^>]*href="[^"]+\.css"[^>]*>\s*/g, '')
      // The page is on screen from its HTML: the code that makes it live must not take bandwidth
      // from the images and styles of the first paint.
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    const match =
      /^([\s\S]*<html lang=")[^"]*("[\s\S]*<title>)[^<]*(<\/title>[\s\S]*)(<\/head>[\s\S]*<div id="root">)(<\/div>[\s\S]*)$/.exec(
        withoutStyles,
      );
    if (!match)
      throw new Error('index.html lacks <html lang>, <title>, </head> or the root element');
    const [, beforeLang, beforeTitle, afterTitle, beforeRoot, afterRoot] = match;
    this.parts = [beforeLang!, beforeTitle!, afterTitle!, beforeRoot!, afterRoot!];
  }

  /** The page up to the end of the root element, and what follows it (the boot data goes between). */
  render(page: PageParts): { start: string; end: string } {
    const [beforeLang, beforeTitle, afterTitle, beforeRoot, afterRoot] = this.parts;
    const start =
      beforeLang +
      escapeHtml(page.lang) +
      beforeTitle +
      escapeHtml(page.title) +
      afterTitle +
      page.head +
      beforeRoot +
      page.root +
      '</div>';
    return { start, end: afterRoot.slice('</div>'.length) };
  }
}

/**
 * JSON inside a `<script type="application/json">`: not run, only read with JSON.parse, so the one
 * thing to prevent is text that ends the element early.
 */
export const inlineJson = (json: string) => json.replace(/</g, '\\u003c');
