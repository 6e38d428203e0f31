import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AFTER_PAINT_TEMPLATE_ID } from '@app/contract';
import { escapeHtml } from './page-template.ts';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BASE = '/m/';
/**
 * The app's chunk (apps/web/src/app/start.tsx): index.html loads it once the first screen is
 * painted, so a page the server draws whole does not preload it (a member's screen, only the
 * splash until the code runs, does: `headTags`); its styles are part of every page.
 */
const APP_ENTRY = 'src/app/start.tsx';

const modulePreload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="${BASE}${file}">`;
/**
 * Low, as the HTML entry's own script is (index.html): the splash paints from the HTML alone, and
 * these must not count as what its first paint waits for.
 */
const earlyPreload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="${BASE}${file}">`;

/**
 * What a rendered page needs besides its markup, from the web build's manifest: the chunks of its
 * screen and dictionary, listed for the app's loader, and every stylesheet inline (no
 * render-blocking CSS request before the first paint).
 */
export class PageAssets {
  private readonly styles = new Map<string, string>();
  /** The entries and their static imports: on every page, whatever its screen. */
  private readonly entry: readonly string[];

  /** The app's chunk and its imports as modulepreloads (the HTML entry loads its own). */
  private readonly appChunks: readonly string[];

  private constructor(private readonly manifest: Manifest) {
    this.entry = this.importOrder(['index.html', APP_ENTRY]);
    const html = new Set(this.importOrder(['index.html']));
    this.appChunks = this.entry
      .filter((key) => !html.has(key))
      .map((key) => earlyPreload(this.manifest[key]!.file));
  }

  static async load(webDist: string): Promise<PageAssets> {
    const text = await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8');
    const assets = new PageAssets(JSON.parse(text) as Manifest);
    for (const chunk of Object.values(assets.manifest))
      for (const css of chunk.css ?? [])
        assets.styles.set(css, await readFile(path.join(webDist, css), 'utf8'));
    return assets;
  }

  /**
   * The chunk files that `sources` need beyond the entries and their imports, and the styles of
   * all, in the order Vite links them (a chunk's imports before the chunk), so the cascade is the
   * app's own.
   */
  private closure(sources: readonly string[]): { js: string[]; css: string[] } {
    const page = this.importOrder(sources.filter((s) => s in this.manifest));
    const inEntry = new Set(this.entry);
    const js = page.filter((key) => !inEntry.has(key)).map((key) => this.manifest[key]!.file);
    const css = [
      ...new Set([...this.entry, ...page].flatMap((key) => this.manifest[key]?.css ?? [])),
    ];
    return { js, css };
  }

  /** Manifest keys reachable from `roots` through static imports, each after its imports. */
  private importOrder(roots: readonly string[]): string[] {
    const order: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !this.manifest[key]) return;
      seen.add(key);
      for (const dep of this.manifest[key].imports ?? []) visit(dep);
      order.push(key);
    };
    roots.forEach(visit);
    return order;
  }

  /**
   * `<head>` additions: an image preload, the page's styles inline, and the screen's chunks as
   * modulepreloads inside a template: inert until the app's loader (apps/web/src/app/main.tsx)
   * adds them once the first screen is painted, beside the app's own chunk. A page whose markup
   * is only a placeholder until its code runs (`codeFirst`: a member's screen, which the server
   * renders signed out as the splash) has nothing to paint first: its chunks and the app's are
   * preloaded at once instead.
   */
  headTags(sources: readonly string[], lcpImage: string | null, codeFirst = false): string {
    const { js, css } = this.closure(sources);
    const tags: string[] = [];
    if (lcpImage)
      tags.push(
        `<link rel="preload" as="image" href="${escapeHtml(lcpImage)}" fetchpriority="high">`,
      );
    if (codeFirst) tags.push(...this.appChunks, ...js.map(earlyPreload));
    else if (js.length)
      tags.push(
        `<template id="${AFTER_PAINT_TEMPLATE_ID}">${js.map(modulePreload).join('')}</template>`,
      );
    const inline = css.map((file) => this.styles.get(file) ?? '').join('\n');
    if (inline) tags.push(`<style>${inline.replace(/<\/style/gi, '<\\/style')}</style>`);
    // The app's loader fetches a chunk's stylesheets before the chunk itself, unless the page
    // already links them: these disabled links (never fetched, never applied) say the styles are
    // here, inline, so the screen's chunks load without a round trip for CSS the page holds.
    tags.push(...css.map((file) => `<link rel="stylesheet" href="${BASE}${file}" disabled>`));
    return tags.join('');
  }
}
