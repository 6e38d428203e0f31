import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { loggableUrl } from '../platform/http/request-log.ts';
import { callerOf, pageLanguageOf } from '../merchant/request-context.ts';
import { createBootData } from './boot-data.ts';
import { compressPage } from './compress-page.ts';
import { notBuiltPage } from './not-built-page.ts';
import { PageRenderer } from './page-renderer.ts';

const hidden = { schema: { hide: true } };
// Vite puts hashed file names under assets/: their content never changes under the same name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, the service worker, the manifest) must be revalidated.
const REVALIDATE = 'no-cache';
// A rendered page holds the caller's own status (and address) in its boot data.
const RENDERED = 'private, no-cache';

/**
 * Whether a decoded path under /m/ may name a file of the web build: no hidden part (the build's
 * own `.ssr/` renderer and `.vite/` manifest are the server's, not the public's), no `..`, no NUL
 * or backslash. Anything else is not a file and not a page either.
 */
function isPublicPath(pathname: string): boolean {
  return !/(^|\/)\.|[\0\\]/.test(pathname);
}

/** The decoded path of a request, or null when its percent-encoding is broken. */
function decodedPath(request: FastifyRequest): string | null {
  try {
    return decodeURIComponent(request.url.split('?')[0] ?? '');
  } catch {
    return null;
  }
}

/**
 * A path the single-page app should answer: a navigation (asks for HTML), or at least a path that
 * does not name a file. A missing /m/assets/x.js stays a 404 instead of returning HTML as script.
 */
function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = decodedPath(request);
  if (pathname === null || !isPublicPath(pathname)) return false;
  if (pathname.startsWith('/m/assets/')) return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** The web build (apps/web/dist, base /m/) with the app's own routes falling back to index.html. */
export default async function webApp(app: FastifyInstance, { webDist }: { webDist: string }) {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn({ webDist }, 'web app not built: run `npm run build`');

  // The web build's own renderer: each page arrives rendered, with its boot data inline.
  const renderer = built ? await PageRenderer.load(webDist) : null;
  if (built && !renderer) app.log.warn({ webDist }, 'web build without its page renderer');
  const bootFor = createBootData(app, () => renderer?.clear());

  /** The page rendered for this caller, else (no renderer, busy, unknown merchant) the shell. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return sendIndex(reply);
    let page: string | null = null;
    try {
      const language = pageLanguageOf(request);
      const boot = await bootFor(
        callerOf(request),
        request.url,
        renderer.needs(request.url),
        language,
      );
      page =
        boot &&
        (await renderer.page({
          url: request.url,
          language,
          bootJson: boot.json,
          status: boot.status,
        }));
    } catch (error) {
      // The app still works from the plain shell: it asks the API for what it needs.
      request.log.error({ err: error, url: loggableUrl(request.url) }, 'page render failed');
    }
    if (!page) return sendIndex(reply);
    const { body, encoding } = await compressPage(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', RENDERED)
      .header('vary', 'Cookie, Accept-Encoding')
      .send(body);
  };

  const sendIndex = async (reply: FastifyReply) =>
    built
      ? reply
          .type('text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(await readFile(indexFile))
      : reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(notBuiltPage);

  // Spec 2.2 home group outside the static prefix.
  for (const url of ['/', '/m', '/m/index'])
    app.get(url, hidden, (request, reply) => sendPage(request, reply));

  await app.register(
    async (m) => {
      if (built) {
        // The app's home page itself (with `index: false` the static plugin would fail on it).
        m.route({
          method: 'GET',
          url: '/',
          prefixTrailingSlash: 'slash',
          ...hidden,
          handler: (request, reply) => sendPage(request, reply),
        });
        await m.register(fastifyStatic, {
          root: webDist,
          prefix: '/',
          cacheControl: false,
          schemaHide: true,
          // The build writes .br and .gz beside each asset (apps/web/vite/precompress.ts).
          preCompressed: true,
          // /m/ and /m/index.html are pages like any other: rendered, not sent as the bare shell.
          index: false,
          // Only public files: never the renderer (.ssr/) or the manifest (.vite/), and nothing
          // `send` would refuse with an error of its own (`..`, NUL): those are a plain 404.
          allowedPath: (pathName) => pathName !== '/index.html' && isPublicPath(pathName),
          setHeaders: (res, filePath) => {
            const inAssets = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
            res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
          },
        });
      } else {
        m.get('/*', hidden, (request, reply) => {
          if (!isAppNavigation(request)) throw notFound();
          return sendPage(request, reply);
        });
      }
      // Unknown app routes (/m/login, /m/anything) are the app's business: serve the shell.
      m.setNotFoundHandler((request, reply) => {
        if (!isAppNavigation(request)) throw notFound();
        return sendPage(request, reply);
      });
    },
    { prefix: '/m' },
  );
}
