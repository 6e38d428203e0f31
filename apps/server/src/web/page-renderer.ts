import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@app/contract';
import type { PageNeeds } from './boot-data.ts';
import { PageAssets } from './page-assets.ts';
import { inlineJson, PageTemplate } from './page-template.ts';

/** What the web build's renderer (apps/web/src/app/entry-server.tsx) exports. */
interface WebRenderer {
  pageNeeds(url: string): PageNeeds;
  render(input: { url: string; language: string; boot: BootData }): Promise<{
    html: string;
    lang: string;
    title: string;
    sources: string[];
    lcpImage: string | null;
    /** The markup is a placeholder until the page's code runs (older builds: absent). */
    codeFirst?: boolean;
  }>;
}

export interface PageRequest {
  /** Path and query as requested. */
  url: string;
  /** The `language` cookie, if any: the renderer falls back to the app's default. */
  language: string | undefined;
  /** The boot data as JSON (contract `BootData`), with the caller's own status. */
  bootJson: string;
  /** Part of the cache key: pages differ by status (maintenance shows its own screen). */
  status: number;
}

const CACHE_LIMIT = 500;
/** Renders waiting beyond this are not worth the wait: the page goes out unrendered instead. */
const MAX_PENDING = 16;

/**
 * Pages of the web app rendered on the server with the app's own renderer and its inline boot
 * data, so the first screen paints from the HTML alone. Markup is cached per URL, language and
 * status until `clear()` (settings or content changed); the boot data is added per request. Pages
 * of a region-restricted caller show their address and are never cached.
 */
export class PageRenderer {
  private readonly cache = new Map<string, { start: string; end: string }>();
  private pending = 0;
  /** Bumped by `clear()`, so a render that started before a change is not cached after it. */
  private generation = 0;

  private constructor(
    private readonly renderer: WebRenderer,
    private readonly template: PageTemplate,
    private readonly assets: PageAssets,
  ) {}

  /** Null when the web build has no renderer (an older build, or `vite build` alone). */
  static async load(webDist: string): Promise<PageRenderer | null> {
    const entry = path.join(webDist, '.ssr', 'entry-server.js');
    if (!existsSync(entry) || !existsSync(path.join(webDist, '.vite', 'manifest.json')))
      return null;
    const renderer = (await import(pathToFileURL(entry).href)) as WebRenderer;
    const template = new PageTemplate(await readFile(path.join(webDist, 'index.html'), 'utf8'));
    return new PageRenderer(renderer, template, await PageAssets.load(webDist));
  }

  needs(url: string) {
    return this.renderer.pageNeeds(url);
  }

  clear() {
    this.generation++;
    this.cache.clear();
  }

  /** The whole page, or null when the server is too busy rendering (serve the plain shell). */
  async page(request: PageRequest): Promise<string | null> {
    const key = `${request.language ?? ''}|${request.status}|${request.url}`;
    let parts = request.status === 2 ? undefined : this.cache.get(key);
    if (!parts) {
      if (this.pending >= MAX_PENDING) return null;
      const generation = this.generation;
      this.pending++;
      try {
        parts = await this.renderParts(request);
      } finally {
        this.pending--;
      }
      if (request.status !== 2 && generation === this.generation) {
        if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
        this.cache.set(key, parts);
      }
    }
    const boot = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${inlineJson(request.bootJson)}</script>`;
    return parts.start + boot + parts.end;
  }

  private async renderParts(request: PageRequest) {
    const result = await this.renderer.render({
      url: request.url,
      language: request.language ?? '',
      boot: JSON.parse(request.bootJson) as BootData,
    });
    return this.template.render({
      lang: result.lang,
      title: result.title,
      head: this.assets.headTags(result.sources, result.lcpImage, result.codeFirst),
      root: result.html,
    });
  }
}
