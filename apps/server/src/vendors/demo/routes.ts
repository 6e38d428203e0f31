import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { languageOf } from '../../merchant/request-context.ts';
import { createDemoVendor } from './demo-vendor.ts';
import { endedPage, gamePage } from './page.ts';
import { demoLanguage } from './texts.ts';

const hidden = { hide: true };
const token = z.string().min(10).max(2_000);
const assets = {
  'demo-game.js': 'text/javascript; charset=utf-8',
  'demo-game.css': 'text/css; charset=utf-8',
} as const;

/**
 * This server's own address for the demo vendor's calls back into it: the vendor settles rounds
 * over HTTP like any outside vendor, so the server must be listening (not only `inject`ed).
 */
function operatorUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new AppError('function.not.available', 'The demo vendor needs a listening server');
  }
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** The demo vendor's side: its game page, the page's files, and the page's two calls. */
export default async function demoVendorRoutes(app: FastifyInstance) {
  const demo = createDemoVendor(app.db, app.config, () => operatorUrl(app));

  const files = Object.fromEntries(
    Object.keys(assets).map((f) => [f, readFileSync(path.join(import.meta.dirname, 'assets', f))]),
  );
  app.get<{ Params: { file: string } }>(
    '/demo-vendor/assets/:file',
    { schema: hidden },
    async (request, reply) => {
      const file = request.params.file as keyof typeof assets;
      // Own keys only: `constructor` and the like are in every object.
      if (!Object.hasOwn(assets, file)) throw new AppError('not.found', 'No such file');
      return reply.type(assets[file]).header('cache-control', 'no-cache').send(files[file]);
    },
  );

  app.get(
    '/demo-vendor/play',
    { schema: { ...hidden, querystring: z.object({ token }) } },
    async (request, reply) => {
      // The URL carries the launch token: keep it out of caches and other sites' referrers.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      reply.type('text/html; charset=utf-8');
      const { token: t } = request.query as { token: string };
      try {
        const session = await demo.open(t);
        return gamePage(session, t, demoLanguage(session.language));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply.status(401).send(endedPage(demoLanguage(languageOf(request))));
      }
    },
  );

  app.post(
    '/demo-vendor/api/state',
    { schema: { ...hidden, body: z.strictObject({ token }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await demo.session((request.body as { token: string }).token);
      return {
        success: true,
        value: { balanceMinor: await demo.balance(session), mode: session.mode },
      };
    },
  );

  app.post(
    '/demo-vendor/api/spin',
    {
      schema: {
        ...hidden,
        body: z.strictObject({ token, stakeMinor: z.number().int().positive() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body as { token: string; stakeMinor: number };
      const session = await demo.session(body.token);
      return { success: true, value: await demo.spin(session, body.stakeMinor) };
    },
  );
}
