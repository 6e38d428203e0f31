import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { notBuiltPage } from './not-built-page.ts';

const hidden = { schema: { hide: true } };
// Vite puts hashed file names under assets/: their content never changes under the same name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, the service worker, the manifest) must be revalidated.
const REVALIDATE = 'no-cache';

/**
 * A path the single-page app should answer: a navigation (asks for HTML), or at least a path that
 * does not name a file. A missing /m/assets/x.js stays a 404 instead of returning HTML as script.
 */
function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/m/assets/')) return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** The web build (apps/web/dist, base /m/) with the app's own routes falling back to index.html. */
export default async function webApp(app: FastifyInstance, { webDist }: { webDist: string }) {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn({ webDist }, 'web app not built: run `npm run build`');

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
    app.get(url, hidden, (_req, reply) => sendIndex(reply));

  await app.register(
    async (m) => {
      if (built) {
        await m.register(fastifyStatic, {
          root: webDist,
          prefix: '/',
          cacheControl: false,
          schemaHide: true,
          // The build writes .br and .gz beside each asset (apps/web/vite/precompress.ts).
          preCompressed: true,
          setHeaders: (res, filePath) => {
            const inAssets = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
            res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
          },
        });
      } else {
        m.get('/*', hidden, (request, reply) => {
          if (!isAppNavigation(request)) throw notFound();
          return sendIndex(reply);
        });
      }
      // Unknown app routes (/m/login, /m/anything) are the app's business: serve the shell.
      m.setNotFoundHandler((request, reply) => {
        if (!isAppNavigation(request)) throw notFound();
        return sendIndex(reply);
      });
    },
    { prefix: '/m' },
  );
}
