import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, operatorListJobRuns, vendorWalletEndpoints } from '@app/contract';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

const OPERATOR_KEY = 'operator-key-of-the-docs-test';
/** The operator's whole document; anyone else gets the player API (open-api.test.ts). */
const fullDocs = { url: '/docs/json', headers: { 'x-operator-key': OPERATOR_KEY } };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });
});
afterAll(() => t?.close());

/** Follows a local `$ref` ("#/components/schemas/X") through the document; undefined if it misses. */
function resolveRef(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const tokens = ref.slice(1).split('/').slice(1);
  return tokens
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, token) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, token)
          ? (node as Record<string, unknown>)[token]
          : undefined,
      doc,
    );
}

/** Every `$ref` of the document that points at nothing in it. */
function danglingRefs(doc: unknown): string[] {
  const refs: string[] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else walk(value);
    }
  };
  walk(doc);
  return [...new Set(refs)].filter((ref) => resolveRef(doc, ref) === undefined);
}

describe('security headers', () => {
  it('sends CSP and the usual headers on pages', async () => {
    const res = await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      'frame-src *',
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('lets icons be used from other origins', async () => {
    const res = await t.app.inject({ url: '/assets-cdn/vendors/PG.svg' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('OpenAPI', () => {
  it('/docs/json lists every endpoint of the contract to the operator', async () => {
    const res = await t.app.inject(fullDocs);
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const all = [...Object.values(endpoints), ...Object.values(vendorWalletEndpoints)];
    for (const e of [...all, operatorListJobRuns]) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]![e.method.toLowerCase()], `${e.method} ${path}`).toBeDefined();
    }
    expect(
      Object.keys(doc.paths).some((p) => p.startsWith('/assets-cdn') || p.startsWith('/m')),
    ).toBe(false);
  });

  // Client generators stop on the first invalid spot, so the whole document is checked, not one
  // endpoint: whatever a later endpoint adds is covered too.
  it('serves valid OpenAPI documents in which every $ref resolves', async () => {
    for (const request of [fullDocs, { url: '/docs/json' }]) {
      const doc = JSON.parse((await t.app.inject(request)).body);
      expect(danglingRefs(doc)).toEqual([]);
      // swagger-parser dereferences the document it validates in place: it gets a copy.
      await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    }
  });

  it('describes query parameters and responses from the zod schemas', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body);
    const op = doc.paths['/wps/system/banners'].get;
    const group = op.parameters.find((p: { name: string }) => p.name === 'groupName');
    expect(group.schema.enum).toEqual(['m_home', 'm_livegame', 'm_reg']);
    expect(op.responses['200']).toBeDefined();
  });

  it('serves Swagger UI at /docs under the same CSP', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/<script>[^<]/);
    const js = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(js.statusCode).toBe(200);
  });
});
