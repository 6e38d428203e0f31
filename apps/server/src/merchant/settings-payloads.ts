import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  consolidatedSettingsSchema,
  registerSettingsSchema,
  systemStatusSchema,
  type ConsolidatedSettings,
} from '@app/contract';
import { ownSupportPage, resolveServiceEntries } from '../support/service-link.ts';
import type { Merchant } from './merchants-repository.ts';
import { isRegionRestricted, locateCaller, statusCode } from './site-status.ts';

/**
 * A merchant's settings as the settings endpoints (and pages with inline boot data) send them:
 * validated against the contract once, when cached, and serialised once. Every `...Json` is the
 * endpoint's `value`, not the envelope. JSON does not escape `<`: inside HTML, escape it.
 */
export interface CachedMerchantSettings {
  merchant: Merchant;
  /**
   * Changes whenever the merchant's settings change, and only then; the same in every process
   * (microseconds of the row's last change), so it can key an ETag or a client-side cache.
   */
  version: number;
  /** `GET /wps/system/settings/consolidated`. */
  consolidatedJson: string;
  /** `GET /wps/system/setting/register`. */
  registerJson: string;
  /**
   * `info` of `GET /wps/system/status`. Its mainDomain falls back to the host the caller asked
   * for when the merchant has none, hence the argument (`request.hostname`).
   */
  statusInfoJson(hostname: string): string;
  /**
   * The bytes of `"info":` + statusInfoJson(hostname) + `}}`, the end of the status envelope
   * (callerStatusBody): the big constant part encoded once, not per request.
   */
  statusTailBytes(hostname: string): Buffer;
  /** Whole success envelopes of the two caller-independent endpoints, ready to send. */
  consolidatedBody: Buffer;
  registerBody: Buffer;
}

const statusInfoSchema = systemStatusSchema.shape.info;

/** What the route's serializer would send: the contract's encoding, then JSON. Throws if invalid. */
const encodeJson = <S extends z.ZodType>(schema: S, value: z.output<S>): string =>
  JSON.stringify(z.encode(schema, value));

const envelope = (valueJson: string) => Buffer.from(`{"success":true,"value":${valueJson}}`);

/**
 * The info block split around mainDomain. The placeholder is random and contains a character JSON
 * escapes, so neither the merchant's data nor a caller can produce it; mainDomain is required
 * by the schema, so the placeholder is always there to split at.
 */
function statusInfoParts(m: Merchant, publicUrl: string | undefined): [string, string] {
  const placeholder = `\u0000${randomBytes(8).toString('hex')}`;
  const json = encodeJson(statusInfoSchema, {
    merchantCode: m.code,
    mainDomain: placeholder,
    domainRoute: null,
    // The same entries as /wps/system/customerService and /wps/chat/launch (one source); the
    // support page without a language reads the app's language cookie (support-page-routes.ts).
    customerService: resolveServiceEntries(m.customerService, ownSupportPage(publicUrl)),
    imageCDNs: m.imageCdns,
    resources: m.resources,
    whitelabel: m.whitelabel,
    register: m.registerSettings,
    mobileTemplate: m.mobileTemplate,
    paths: [],
  });
  const parts = json.split(JSON.stringify(placeholder));
  if (parts.length !== 2) throw new Error('status info: mainDomain placeholder not found once');
  return parts as [string, string];
}

export function buildSettingsPayloads(
  merchant: Merchant,
  version: number,
  /** PUBLIC_URL (config.publicUrl), where this server's own pages are. */
  publicUrl?: string,
): CachedMerchantSettings {
  const consolidated: ConsolidatedSettings = {
    whitelabel: merchant.whitelabel,
    mobileTemplate: merchant.mobileTemplate,
    currency: { code: merchant.currencyCode, symbol: merchant.currencySymbol },
    languages: merchant.languages,
    defaultLanguage: merchant.defaultLanguage,
  };
  const consolidatedJson = encodeJson(consolidatedSettingsSchema, consolidated);
  const registerJson = encodeJson(registerSettingsSchema, merchant.registerSettings);
  const [infoHead, infoTail] = statusInfoParts(merchant, publicUrl);
  const fixedDomain = merchant.mainDomain === null ? null : JSON.stringify(merchant.mainDomain);
  const headBytes = Buffer.from(`"info":${infoHead}`);
  const tailBytes = Buffer.from(`${infoTail}}}`);
  const fixedTailBytes =
    fixedDomain === null ? null : Buffer.concat([headBytes, Buffer.from(fixedDomain), tailBytes]);
  return {
    merchant,
    version,
    consolidatedJson,
    registerJson,
    statusInfoJson: (hostname) => infoHead + (fixedDomain ?? JSON.stringify(hostname)) + infoTail,
    statusTailBytes: (hostname) =>
      fixedTailBytes ??
      Buffer.concat([headBytes, Buffer.from(JSON.stringify(hostname)), tailBytes]),
    consolidatedBody: envelope(consolidatedJson),
    registerBody: envelope(registerJson),
  };
}

/** The caller of a request, as the status answer sees it (request-context.ts `callerOf`). */
export interface Caller {
  ip: string;
  /** The value of the country header an edge proxy sets (COUNTRY_HEADER). */
  countryHeader: string | string[] | undefined;
  /** `request.hostname`. */
  hostname: string;
}

/**
 * `GET /wps/system/status` for one caller: its status code, and its `value` as JSON, the cached
 * info block with the caller's part spliced in. That part holds booleans, a status code and two
 * strings that JSON.stringify escapes, so the result stays valid JSON of the contract's shape,
 * keys in the schema's order.
 */
export function callerStatus(
  settings: CachedMerchantSettings,
  caller: Caller,
): { code: 0 | 1 | 2; json: string } {
  const { code, head } = callerPart(settings, caller);
  return { code, json: `${head}"info":${settings.statusInfoJson(caller.hostname)}}` };
}

/** The caller's part of the status `value`: its start, up to `"info":`. */
function callerPart(settings: CachedMerchantSettings, caller: Caller) {
  const { maintenance, allowedCountries } = settings.merchant;
  const location = locateCaller(caller.ip, caller.countryHeader);
  const restricted = isRegionRestricted(allowedCountries, location.country);
  const code = statusCode(maintenance, restricted);
  const head =
    `{"status":${code},"maintenance":${maintenance},` +
    `"regionRestriction":${restricted},"location":${JSON.stringify(location)},`;
  return { code, head };
}

/**
 * The whole `GET /wps/system/status` success envelope as bytes, the same as
 * `{"success":true,"value":` + callerStatus().json + `}`: only the caller's part is encoded per
 * request, the info block (nearly all of it) was encoded when the settings were cached.
 */
export function callerStatusBody(settings: CachedMerchantSettings, caller: Caller): Buffer {
  const { ip, countryHeader, hostname } = caller;
  // Arrays (a repeated header) are rare: made each time.
  const key =
    typeof countryHeader === 'object' ? null : `${ip}\n${countryHeader ?? ''}\n${hostname}`;
  let bodies = recentStatusBodies.get(settings);
  const known = key === null ? undefined : bodies?.get(key);
  if (known) return known;
  const head = Buffer.from(`{"success":true,"value":${callerPart(settings, caller).head}`);
  const tail = settings.statusTailBytes(hostname);
  const body = Buffer.concat([head, tail], head.length + tail.length);
  if (key !== null) {
    if (!bodies) recentStatusBodies.set(settings, (bodies = new Map()));
    if (bodies.size >= RECENT_CALLERS) bodies.clear();
    bodies.set(key, body);
  }
  return body;
}

/**
 * The status bodies of the callers seen last, per cached settings (so dropped with them when the
 * merchant changes): a client asks for its status on every page load, and one made of the same
 * caller (IP, country header, host) and settings is the same bytes. A few MB at most.
 */
const recentStatusBodies = new WeakMap<CachedMerchantSettings, Map<string, Buffer>>();
const RECENT_CALLERS = 512;
