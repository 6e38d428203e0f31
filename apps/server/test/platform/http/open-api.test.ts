import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@app/contract';
import {
  defineEndpoint,
  errorStatus,
  isEndpoint,
  type Endpoint,
  type ErrorCode,
} from '@app/contract';
import { z } from 'zod';
import { AppError } from '../../../src/errors.ts';
import { operatorKeyCheck } from '../../../src/operations/operator-auth.ts';
import { registerEndpoint } from '../../../src/platform/http/register-endpoint.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

const OPERATOR_KEY = 'operator-key-of-the-open-api-test';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: { enum?: string[] };
}
interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: {
    description?: string;
    content: Record<string, { schema: { $ref?: string }; 'x-sealed-payload'?: { $ref: string } }>;
  };
  responses: Record<
    string,
    {
      content: Record<string, { schema: { properties?: { errorCode?: { enum: string[] } } } }>;
    }
  >;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  tags: { name: string }[];
}

// A test-only endpoint whose handler answers one declared code and one it does not declare.
const probe = defineEndpoint({
  method: 'GET',
  path: '/test/undeclared',
  summary: 'test',
  tags: ['ops'],
  query: z.object({ code: z.enum(['order.not.found', 'conflict']) }),
  value: z.null(),
  auth: false,
  errors: ['order.not.found'],
});

let t: TestApp;
let full: Doc;
beforeAll(async () => {
  t = await buildTestApp({
    env: { OPERATOR_API_KEY: OPERATOR_KEY },
    beforeReady: (app) =>
      app.register(async (scope) =>
        registerEndpoint(scope, probe, async (request) => {
          throw new AppError(request.query.code, 'probe');
        }),
      ),
  });
  full = await docs({ 'x-operator-key': OPERATOR_KEY });
});
afterAll(() => t?.close());

async function docs(headers: Record<string, string> = {}): Promise<Doc> {
  const res = await t.app.inject({ url: '/docs/json', headers });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Doc;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const op = (doc: Doc, e: Pick<Endpoint, 'method' | 'path'>) =>
  doc.paths[openApiPath(e.path)]![e.method.toLowerCase()]!;
const operations = (doc: Doc) => Object.values(doc.paths).flatMap((p) => Object.values(p));
const header = (o: Operation, name: string) =>
  o.parameters?.find((p) => p.in === 'header' && p.name === name);
const codes = (o: Operation, status: number) =>
  o.responses[String(status)]?.content['application/json']!.schema.properties!.errorCode!.enum;

/** Every endpoint the contract exports, by its export name. */
const contractEndpoints = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, Endpoint] => isEndpoint(entry[1]),
);

describe('operations', () => {
  it("are named by their contract endpoint's name, each name once", () => {
    const ids = operations(full).map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contractEndpoints.length).toBeGreaterThan(90);
    for (const [name, endpoint] of contractEndpoints) {
      expect(op(full, endpoint).operationId, name).toBe(name);
    }
    // A route without a contract endpoint: its method and path.
    expect(full.paths['/wps/feedback/image/{id}']!.get!.operationId).toBe('getFeedbackImageById');
  });

  it('say which credential they take and which headers they read', () => {
    expect(full.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'header', name: 'Authorization' },
      operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
      vendorSignature: { type: 'apiKey', in: 'header', name: 'X-Vendor-Signature' },
      vendorTimestamp: { type: 'apiKey', in: 'header', name: 'X-Vendor-Timestamp' },
    });
    const balance = op(full, contract.getWalletBalance);
    expect(balance.security).toEqual([{ session: [] }]);
    expect(header(balance, 'Authorization')).toMatchObject({ required: true });
    expect(header(balance, 'Merchant')).toMatchObject({ required: false });

    const list = op(full, contract.getAnnouncements);
    expect(list.security).toEqual([{}, { session: [] }]);
    expect(header(list, 'Authorization')).toMatchObject({ required: false });
    expect(header(list, 'Language')).toMatchObject({ required: false });

    const login = op(full, contract.login);
    expect(login.security).toBeUndefined();
    expect(header(login, 'Encryption')).toMatchObject({ required: true });
    expect(header(login, 'Device')).toMatchObject({ required: false });
    expect(header(login, 'Authorization')).toBeUndefined();

    const unread = op(full, contract.getUnreadCount);
    expect(header(unread, 'ModuleId')).toMatchObject({
      required: true,
      schema: { enum: ['CBS3'] },
    });

    const deposits = op(full, contract.operatorListDeposits);
    expect(deposits.security).toEqual([{ operatorKey: [] }]);
    expect(header(deposits, 'X-Operator-Key')).toMatchObject({ required: true });

    const bet = op(full, contract.vendorWalletBet);
    expect(bet.security).toEqual([{ vendorSignature: [], vendorTimestamp: [] }]);
    expect(header(bet, 'X-Vendor-Timestamp')).toMatchObject({ required: true });
    expect(header(bet, 'X-Vendor-Signature')).toMatchObject({ required: true });

    // Probes answer for the process, whatever the merchant.
    expect(header(op(full, contract.getHealthz), 'Merchant')).toBeUndefined();
  });

  it('describe a sealed body as it is sent, with its plaintext beside it', () => {
    const sealed = contractEndpoints.filter(([, e]) => e.encrypted);
    // The seven of issue 19, binding a payout account (sealed since it asks the payment password)
    // and an agent's open account (issue 20: it carries the new member's password).
    expect(sealed.map(([name]) => name)).toContain('addPayoutAccount');
    expect(sealed.map(([name]) => name)).toContain('openAccount');
    expect(sealed).toHaveLength(9);
    for (const [name, endpoint] of sealed) {
      const body = op(full, endpoint).requestBody!;
      const media = body.content['application/json']!;
      expect(media.schema).toEqual({ $ref: '#/components/schemas/SealedBody' });
      const payload = `${name.charAt(0).toUpperCase()}${name.slice(1)}Payload`;
      expect(media['x-sealed-payload']).toEqual({ $ref: `#/components/schemas/${payload}` });
      expect(full.components.schemas[payload], payload).toBeDefined();
      expect(body.description).toContain(`\`${endpoint.method} ${endpoint.path}\``);
    }
    expect(full.components.schemas.SealedBody).toMatchObject({
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'string' } },
    });
    expect(JSON.stringify(full.components.schemas.LoginPayload)).toContain('"password"');
    expect(full.components.schemas.SealedPlaintext).toMatchObject({
      required: ['payload', 'ts', 'nonce'],
    });
  });

  it("list each status's error codes, every code under its own status", () => {
    const login = op(full, contract.login);
    expect(codes(login, 400)).toEqual(
      expect.arrayContaining(['login.failed', 'captcha.required', 'request.replayed']),
    );
    expect(codes(login, 403)).toEqual(['function.not.available', 'member.disabled']);
    expect(codes(login, 429)).toEqual(['TOO_MANY_REQUESTS']);
    expect(login.responses['401']).toBeUndefined();

    const withdraw = op(full, contract.createWithdrawal);
    expect(codes(withdraw, 401)).toEqual(['login.not.session']);
    expect(codes(withdraw, 409)).toEqual(
      expect.arrayContaining(['wallet.insufficient.funds', 'idempotency.key.reused']),
    );
    // A bet also answers for its launch token and the session it names; a win needs neither.
    expect(codes(op(full, contract.vendorWalletBet), 401)).toEqual([
      'vendor.session.ended',
      'vendor.signature.invalid',
      'vendor.signature.stale',
      'vendor.token.invalid',
    ]);
    expect(codes(op(full, contract.vendorWalletWin), 401)).toEqual([
      'vendor.signature.invalid',
      'vendor.signature.stale',
    ]);
    expect(codes(op(full, contract.operatorApproveDeposit), 401)).toEqual(['operator.key.invalid']);

    for (const o of operations(full)) {
      expect(
        Object.keys(o.responses).filter((s) => /X/i.test(s)),
        o.operationId,
      ).toEqual([]);
      for (const status of Object.keys(o.responses).filter((s) => s !== '200')) {
        for (const code of codes(o, Number(status)) ?? []) {
          expect(errorStatus[code as ErrorCode], `${o.operationId} ${status} ${code}`).toBe(
            Number(status),
          );
        }
      }
    }
  });

  it('describe the feedback image as the image it is', () => {
    const image = full.paths['/wps/feedback/image/{id}']!.get!;
    expect(Object.keys(image.responses['200']!.content)).toEqual(['image/png', 'image/jpeg']);
    expect(codes(image, 404)).toEqual(['not.found']);
  });
});

describe('publishing', () => {
  const internal = /^\/(operator|vendor|dev|healthz|readyz)\b/;

  it('gives anyone the player API only', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.headers.vary).toContain('X-Operator-Key');
    const doc = JSON.parse(res.body) as Doc;
    expect(Object.keys(doc.paths).filter((p) => internal.test(p))).toEqual([]);
    expect(doc.paths['/wps/session/login']).toBeDefined();
    expect(doc.paths['/wps/transaction/withdraw']).toBeDefined();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['session']);
    expect(doc.tags.map((tag) => tag.name)).not.toContain('operator');
    expect(doc.components.schemas.LoginPayload).toBeDefined();
    // A wrong key is nobody's key.
    const guessed = await docs({ 'x-operator-key': `${OPERATOR_KEY}-not` });
    expect(Object.keys(guessed.paths)).toEqual(Object.keys(doc.paths));
    const yaml = (await t.app.inject({ url: '/docs/yaml' })).body;
    expect(yaml).toContain('/wps/session/login');
    expect(yaml).not.toContain('/operator/');
  });

  it("gives the operator's key the whole API, not to be stored by caches", async () => {
    const res = await t.app.inject({
      url: '/docs/json',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const paths = Object.keys((JSON.parse(res.body) as Doc).paths);
    for (const p of [
      '/operator/deposits',
      '/vendor/{vendorCode}/wallet/bet',
      '/dev/outbox',
      '/readyz',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('gives no key access to the whole API on a server without OPERATOR_API_KEY', () => {
    const request = (key: string) =>
      ({ headers: { 'x-operator-key': key } }) as unknown as FastifyRequest;
    expect(operatorKeyCheck(undefined)(request(''))).toBe(false);
    expect(operatorKeyCheck(undefined)(request('anything'))).toBe(false);
    expect(operatorKeyCheck('k'.repeat(16))(request('k'.repeat(16)))).toBe(true);
    expect(operatorKeyCheck('k'.repeat(16))(request('k'.repeat(17)))).toBe(false);
  });
});

describe('declared errors', () => {
  it('records a code a route answers without declaring it, so the test that made it fails', async () => {
    const answer = (code: string) => t.app.inject({ url: `/test/undeclared?code=${code}` });
    expect((await answer('order.not.found')).statusCode).toBe(404);
    expect([...t.app.undeclaredErrors]).toEqual([]);
    expect((await answer('conflict')).statusCode).toBe(409);
    expect([...t.app.undeclaredErrors]).toEqual(['GET /test/undeclared conflict']);
    // This test made it on purpose.
    t.app.undeclaredErrors.clear();
  });
});
