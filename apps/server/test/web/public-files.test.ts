import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure } from '../helpers/envelope.ts';

// Issue 19: the web build's server-side files (.ssr/ the renderer, .vite/ the manifest) were
// served to anyone, and /m/%00 or /m/../../etc/passwd answered 500. Only the build's public files
// are served; the rest is a 404, and a path never leaves the build's directory.
const INDEX =
  '<!doctype html><html lang="bn"><head><title>public files</title></head>' +
  '<body><div id="root"></div></body></html>';
const RENDERER = `// RENDERER_SOURCE_MARKER
export const pageNeeds = () => ({ homeBanners: false, gameVendors: false, gameList: null });
export async function render() {
  return { html: '<main></main>', lang: 'bn', title: 'Rendered', sources: [], lcpImage: null };
}`;
const SECRET = 'OUTSIDE_THE_BUILD_SECRET';

let root: string;
let t: TestApp;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mgp-public-'));
  const dist = path.join(root, 'dist');
  for (const dir of ['assets', '.ssr', '.vite', 'icons'])
    await mkdir(path.join(dist, dir), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '.ssr', 'entry-server.js'), RENDERER);
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/app-1.js"}}',
  );
  await writeFile(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  await writeFile(
    path.join(dist, 'icons', 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
  // A file beside the build, which no URL may reach.
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  t = await buildTestApp({ env: { WEB_DIST: dist } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** A request over a real socket with the path exactly as written (no `..` resolved on the way). */
function raw(pathAsIs: string, accept = '*/*') {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/`, { path: pathAsIs, headers: { accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web build’s public files only', () => {
  it.each(['/m/.ssr/entry-server.js', '/m/.vite/manifest.json', '/m/%2essr/entry-server.js'])(
    'answers %s with 404',
    async (url) => {
      for (const accept of ['*/*', 'text/html']) {
        const res = await raw(url, accept);
        failure(res, 404, 'not.found');
        expect(res.body).not.toContain('RENDERER_SOURCE_MARKER');
        expect(res.body).not.toContain('assets/app-1.js');
      }
    },
  );

  it.each([
    '/m/%00',
    '/m/assets/%00.js',
    '/m/../secret.txt',
    '/m/../../etc/passwd',
    '/m/..%2fsecret.txt',
    '/m/assets/..%2f..%2fsecret.txt',
    '/m/%2e%2e/secret.txt',
    '/m/..%5csecret.txt',
  ])('answers %s with 404 and never a file outside the build', async (url) => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await raw(url, accept);
      expect(res.statusCode, `${url} ${accept}`).toBe(404);
      failure(res, 404, 'not.found');
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('root:');
    }
  });

  it('still serves the real assets and pages', async () => {
    const asset = await raw('/m/assets/app-1.js');
    expect(asset).toEqual({ statusCode: 200, body: 'console.log(1)' });
    expect((await raw('/m/icons/icon.svg')).statusCode).toBe(200);
    expect((await raw('/m/manifest.webmanifest')).statusCode).toBe(200);
    const page = await raw('/m/login', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main></main>');
  });
});
