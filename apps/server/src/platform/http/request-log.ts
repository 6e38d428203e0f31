import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets (the demo vendor's launch `token`, codes, keys): the
 * logged URL keeps their names and hides their values.
 */
const SECRET_PARAM =
  /token|passw|secret|signature|^sig$|^sign$|^code$|smscode|verificationcode|otp|^key$|api_?key|session|^auth|captcha/i;

/** The URL as it may be logged: path as it is, the values of secret-looking parameters hidden. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent (its value hidden below all the same)
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * Whatever holds a secret, wherever a log call might put it: request and response headers,
 * parsed bodies (passwords, codes, the sealed `data` of encrypted endpoints), tokens. The request
 * line itself logs none of these (see `serializers`); this is the net for every other log call.
 */
const SECRET_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'paymentPassword',
  'token',
  'accessToken',
  'sessionToken',
  'authorization',
  'encryption',
  'cookie',
  'set-cookie',
  'x-operator-key',
  'x-vendor-signature',
  'verificationCode',
  'smsCode',
  'captchaCode',
  'privateKey',
  'secret',
];
/** Where code would put request data in a log call: `log.warn({ body, headers }, ...)`. */
const SECRET_CONTAINERS = ['body', 'payload', 'headers', 'query', 'params', 'data'];

/**
 * pino `redact` paths: the keys above at the top of a log call, and in (or one level under) the
 * containers above. None starts with a wildcard, on purpose: pino's redaction copies the values
 * its paths may reach before serializing them, and a leading `*` would copy the whole request
 * object on every request line (25 to 50 times the cost of the line). `req` and `res` need none:
 * their serializers below keep only what identifies the request.
 */
export const redactPaths = [
  ...SECRET_KEYS.map((k) => `["${k}"]`),
  ...SECRET_CONTAINERS.flatMap((c) =>
    SECRET_KEYS.flatMap((k) => [`${c}["${k}"]`, `${c}.*["${k}"]`]),
  ),
  // The sealed body of an encrypted endpoint, when a parsed body is logged as such.
  'body.data',
];

/** `req` and `res` in log lines: what identifies the request, nothing it carried. */
export const serializers = {
  req: (req: { method?: string; url?: string }) => ({
    method: req.method,
    url: loggableUrl(req.url ?? ''),
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

/** What the error handler learnt about a failed request, for its one log line. */
interface Failure {
  errorCode: string;
  message: string;
  /** 5xx only: the error itself, with its stack. */
  err?: Error;
  /** An outage (503 service.unavailable): what the database or Redis said, logged as a warning. */
  outage?: { cause?: string | undefined; code?: string | undefined };
}
const failures = new WeakMap<FastifyRequest, Failure>();

/** Called by the error handler instead of logging: the request's line carries it. */
export function noteFailure(request: FastifyRequest, failure: Failure): void {
  failures.set(request, failure);
}

/** Levels at which a request that went well logs nothing. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One line per request, written when it completes: method, URL (secrets hidden), status and
 * time, plus the error code of a refusal or the error of a failure. LOG_REQUESTS=0 (`quiet`)
 * keeps only the lines of requests that failed or were refused.
 */
export class OneLineRequestLog extends LogController {
  constructor(private readonly quiet: boolean) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const failure = failures.get(request);
    // A request that went well has nothing to say below info (LOG_LEVEL=warn and up), nor when
    // LOG_REQUESTS=0: no line is built for it.
    if (!error && !failure && (this.quiet || ABOVE_INFO.has(reply.log.level))) return;
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(failure && { errorCode: failure.errorCode }),
    };
    if (failure?.outage) {
      // An outage fails every request alike: a warning line each, no stack (the cause says why).
      reply.log.warn({ ...line, ...failure.outage }, 'request failed: service unavailable');
    } else if (error || failure?.err) {
      reply.log.error({ ...line, err: failure?.err ?? error }, 'request failed');
    } else if (failure) {
      reply.log.info({ ...line, message: failure.message }, 'request rejected');
    } else {
      reply.log.info(line, 'request completed');
    }
  }
}
