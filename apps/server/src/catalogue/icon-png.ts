import { createCatalogueCache } from './catalogue-cache.ts';

/** Draws an SVG document as PNG bytes. */
export type Rasterise = (svg: string) => Promise<Buffer>;

/**
 * sharp (libvips, librsvg for SVG, system fonts through fontconfig), loaded on the first picture:
 * a process that never serves one never loads the native library.
 */
async function loadSharp(): Promise<Rasterise> {
  const { default: sharp } = await import('sharp');
  // One libvips thread per picture (it would take every core for each) and no libvips cache (the
  // PNGs are kept below): a demo picture is small, and the server's requests share those cores.
  sharp.concurrency(1);
  sharp.cache(false);
  return (svg) => sharp(Buffer.from(svg)).png().toBuffer();
}

export interface IconPngOptions {
  /** Called once, on the first picture that cannot be drawn (the caller then sends the SVG). */
  onFailure: (err: unknown) => void;
  /** How PNGs are made; sharp unless a test says otherwise. */
  load?: () => Promise<Rasterise>;
  /** Pictures kept; the demo has about 3,200 (games, vendors, banners). */
  maxEntries?: number;
  /** Bytes kept: a game icon is about 6 KB, a banner about 23 KB. */
  maxBytes?: number;
  /** Pictures drawn at a time. */
  parallel?: number;
}

export interface IconPng {
  /** The PNG of `svg`, or null when it cannot be drawn. Never rejects. */
  of(svg: string): Buffer | Promise<Buffer | null>;
}

/**
 * The demo CDN's pictures as PNG, each drawn once per process: keyed by the SVG itself, so a
 * picture under several names (`.svg` and `.png`, a vendor's `-WHITE` and `-BLACK`) is one entry,
 * and a renamed game gets a new picture. Concurrent first requests for one picture share its draw.
 */
export function createIconPng(options: IconPngOptions): IconPng {
  const cache = createCatalogueCache({
    maxEntries: options.maxEntries ?? 4_000,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
  });
  let rasterise: Promise<Rasterise> | null = null;
  let reported = false;

  // Each draw holds a libuv worker, which also compresses pages and reads files: a burst of
  // uncached names (fifty on a first home visit, or anyone's made-up banner names) queues here
  // rather than taking all of them.
  const parallel = options.parallel ?? 2;
  let running = 0;
  const waiting: (() => void)[] = [];
  const draw = async (svg: string): Promise<Buffer> => {
    // A finished draw hands its place to the next in line, so the count never goes past the bound.
    if (running < parallel) running++;
    else await new Promise<void>((takePlace) => waiting.push(takePlace));
    try {
      rasterise ??= (options.load ?? loadSharp)();
      return await (
        await rasterise
      )(svg);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };

  const fallBack = (err: unknown) => {
    if (!reported) {
      reported = true;
      options.onFailure(err);
    }
    return null;
  };

  return {
    of(svg) {
      const png = cache.get(svg, () => draw(svg));
      return Buffer.isBuffer(png) ? png : png.catch(fallBack);
    },
  };
}
