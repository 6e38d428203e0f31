import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { failure } from '../helpers/envelope.ts';

const INDEX = '<!doctype html><title>fake web build</title><div id="root"></div>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'mgp-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the web app under /m/', () => {
  it.each([
    '/',
    '/m',
    '/m/',
    '/m/index',
    '/m/index.html',
    '/m/home',
    '/m/login',
    '/m/member/agent/agentDivident',
    '/m/messageDetail?id=7',
  ])('answers %s with index.html', async (url) => {
    const res = await t.app.inject({ url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/m/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other build files for revalidation', async () => {
    const res = await t.app.inject({ url: '/m/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    failure(
      await t.app.inject({ url: '/m/assets/missing-123.js', headers: { accept: '*/*' } }),
      404,
      'not.found',
    );
  });

  it('serves the page with the content security policy', async () => {
    const res = await t.app.inject({ url: '/m/login', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('does not turn unknown API routes into the page', async () => {
    failure(await t.app.inject({ url: '/wps/nothing-here', headers: html }), 404, 'not.found');
  });
});

describe('without a web build', () => {
  it('explains how to build instead of failing', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ url: '/m/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
      const deep = await bare.app.inject({ url: '/m/login', headers: html });
      expect(deep.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
