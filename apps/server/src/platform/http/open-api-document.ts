import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENCRYPTION_MAX_SKEW_MS,
  encryptedBodySchema,
  encryptedPlaintextSchema,
  encryptionAad,
  errorStatus,
  headerNames,
  OPERATOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_SIGNATURE_MAX_SKEW_SECONDS,
  VENDOR_TIMESTAMP_HEADER,
  type ErrorCode,
} from '@app/contract';
import { operationIdFromRoute } from './operation-ids.ts';
import { docsOfRoute, type HeaderDoc, type RouteSecurity } from './route-docs.ts';

/**
 * The OpenAPI document beyond what @fastify/swagger makes of the zod schemas: operation ids,
 * credentials, the headers each operation reads, its error codes per status, and sealed bodies
 * as they are sent. `transformRoute` works per route (before the zod schemas become JSON Schema),
 * `finishDocument` once on the whole document.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  parameters?: Json[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  'x-headers'?: HeaderDoc[];
  'x-sealed'?: boolean;
}
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string }[];
}

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'header',
    name: headerNames.authorization,
    description:
      'The session token from sign-in (`POST /wps/session/login`), as it is: no "Bearer".',
  },
  operatorKey: {
    type: 'apiKey',
    in: 'header',
    name: OPERATOR_KEY_HEADER,
    description:
      "The operator API's key (OPERATOR_API_KEY). Without a configured key every /operator call is 403 function.not.available.",
  },
  vendorSignature: {
    type: 'apiKey',
    in: 'header',
    name: VENDOR_SIGNATURE_HEADER,
    description: `Lower-case hex HMAC-SHA256 of the signed text with the vendor's secret; sent with ${VENDOR_TIMESTAMP_HEADER}.`,
  },
  vendorTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: VENDOR_TIMESTAMP_HEADER,
    description: `Unix seconds of the signature, at most ${VENDOR_SIGNATURE_MAX_SKEW_SECONDS} s from the server's clock.`,
  },
} as const;

const security: Record<RouteSecurity, Record<string, string[]>[]> = {
  session: [{ session: [] }],
  // Anyone may call; a session makes the answer the member's.
  optionalSession: [{}, { session: [] }],
  operatorKey: [{ operatorKey: [] }],
  vendorSignature: [{ vendorSignature: [], vendorTimestamp: [] }],
};

const statusTexts: Record<number, string> = {
  400: 'Bad input',
  401: 'No (live) credential',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Body too large',
  415: 'Unsupported body',
  429: 'Too many requests',
  500: 'Server error (no details)',
  503: 'Unavailable for now: retry after Retry-After seconds',
};

/** One error envelope per status, its `errorCode` the route's codes of that status. */
function errorResponses(codes: Iterable<ErrorCode>): Record<string, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, z.ZodType> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const sorted = [...list].sort() as [ErrorCode, ...ErrorCode[]];
    responses[String(status)] = z
      .object({
        success: z.literal(false),
        errorCode: z.enum(sorted),
        message: z.string().meta({ description: 'English fallback; clients translate errorCode' }),
        value: z.unknown().optional(),
      })
      .meta({ description: `${statusTexts[status] ?? 'Error'}: ${sorted.join(', ')}` });
  }
  return responses;
}

/** Per route: operationId, security, error responses by status; headers and sealing are marked. */
export const transformRoute: SwaggerTransform = (input) => {
  const docs = docsOfRoute(input.route?.config);
  const schema = input.schema as
    (Json & { hide?: boolean; operationId?: string; response?: Json }) | undefined;
  if (!docs || !schema || schema.hide) return jsonSchemaTransform(input);
  const { '4xx': _4xx, '5xx': _5xx, ...ok } = schema.response ?? {};
  const method = String(input.route?.method ?? 'GET');
  const documented: Json = {
    ...schema,
    operationId: schema.operationId ?? operationIdFromRoute(method, input.url),
    ...(docs.security && { security: security[docs.security] }),
    response: { ...ok, ...errorResponses(docs.errors) },
    ...(docs.internal && { 'x-internal': true }),
    'x-headers': [...docs.headers.values()],
    ...(docs.sealed && { 'x-sealed': true }),
  };
  return jsonSchemaTransform({ ...input, schema: documented as typeof input.schema });
};

const toJson = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return json;
};

/** `login` -> `LoginPayload`: the component of a sealed operation's plaintext payload. */
const payloadName = (operationId: string) =>
  `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Payload`;

function headerParameter(h: HeaderDoc): Json {
  return {
    in: 'header',
    name: h.name,
    required: h.required,
    description: h.description,
    schema: h.value ? { type: 'string', enum: [h.value] } : { type: 'string' },
  };
}

/**
 * A sealed operation's body as it is sent, `{ data }` (component SealedBody), with the plaintext
 * beside it: `x-sealed-payload` and the component `<OperationId>Payload` hold what goes inside.
 */
function sealBody(doc: OpenApiDocument, path: string, method: string, op: Operation) {
  const media = op.requestBody?.content?.['application/json'];
  if (!media?.schema || !op.operationId) return;
  const name = payloadName(op.operationId);
  doc.components.schemas![name] = media.schema;
  const aad = encryptionAad(method, path);
  op.requestBody = {
    required: true,
    description:
      `Sealed. The plaintext is the JSON of SealedPlaintext \`{ payload, ts, nonce }\` with payload a ${name}; ` +
      'a fresh AES-256-GCM key and 12-byte iv seal it with the additional data ' +
      `\`${aad}\`, data = base64(iv || ciphertext || tag), and the key goes RSA-OAEP-256 wrapped ` +
      `in the ${headerNames.encryption} header. A \`ts\` more than ${ENCRYPTION_MAX_SKEW_MS / 60_000} minutes off, or a nonce sent before, is refused.`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/SealedBody' },
        'x-sealed-payload': { $ref: `#/components/schemas/${name}` },
      },
    },
  } as Operation['requestBody'];
}

/** Once on the whole document: header parameters and sealed bodies. */
export const finishDocument: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as unknown as OpenApiDocument;
  doc.components.schemas = {
    ...doc.components.schemas,
    SealedBody: toJson(encryptedBodySchema),
    SealedPlaintext: toJson(encryptedPlaintextSchema),
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const headers = op['x-headers'];
      delete op['x-headers'];
      if (headers?.length) {
        op.parameters = [...headers.map(headerParameter), ...(op.parameters ?? [])];
      }
      if (op['x-sealed']) sealBody(doc, toRoutePath(path), method.toUpperCase(), op);
      delete op['x-sealed'];
    }
  }
  return doc as unknown as ReturnType<SwaggerTransformObject>;
};

/** `/dev/captcha/{captchaId}` -> `/dev/captcha/:captchaId` (the AAD names the route's path). */
const toRoutePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
