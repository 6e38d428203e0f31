import type { z } from 'zod';
import type {
  customerServiceSchema,
  FieldRule,
  mobileTemplateSchema,
  resourceSchema,
  WhitelabelNode,
} from '@app/contract';
import type { Queryable } from '../platform/db/db.ts';

export interface Merchant {
  code: string;
  name: string;
  mainDomain: string | null;
  maintenance: boolean;
  /** Empty: every country allowed. */
  allowedCountries: string[];
  currencyCode: string;
  currencySymbol: string;
  languages: string[];
  defaultLanguage: string;
  mobileTemplate: z.infer<typeof mobileTemplateSchema>;
  whitelabel: WhitelabelNode[];
  customerService: z.infer<typeof customerServiceSchema>[];
  resources: z.infer<typeof resourceSchema>[];
  imageCdns: string[];
  registerSettings: Record<string, FieldRule>;
  /** IANA zone of the merchant's days (records' "today", daily withdrawal limits). */
  timeZone: string;
  withdrawLimits: WithdrawLimits;
  /**
   * Dialing codes (digits, e.g. '880') that SMS codes asked for without a session may go to
   * (migration 013); empty: none (issue 19: no SMS to any number in the world for free).
   */
  smsDialingCodes: string[];
}

/** Migration 005 `merchants.withdraw_limits`. */
export interface WithdrawLimits {
  minMinor: number;
  maxMinor: number;
  /** Withdrawals per merchant day that are not rejected. */
  dailyCount: number;
  dailySumMinor: number;
}

interface MerchantRow {
  code: string;
  name: string;
  main_domain: string | null;
  maintenance: boolean;
  allowed_countries: string[];
  currency_code: string;
  currency_symbol: string;
  languages: string[];
  default_language: string;
  mobile_template: Merchant['mobileTemplate'];
  whitelabel: WhitelabelNode[];
  customer_service: Merchant['customerService'];
  resources: Merchant['resources'];
  image_cdns: string[];
  register_settings: Merchant['registerSettings'];
  time_zone: string;
  withdraw_limits: WithdrawLimits;
  sms_dialing_codes: string[];
}

const toMerchant = (r: MerchantRow): Merchant => ({
  code: r.code,
  name: r.name,
  mainDomain: r.main_domain,
  maintenance: r.maintenance,
  allowedCountries: r.allowed_countries,
  currencyCode: r.currency_code,
  currencySymbol: r.currency_symbol,
  languages: r.languages,
  defaultLanguage: r.default_language,
  mobileTemplate: r.mobile_template,
  whitelabel: r.whitelabel,
  customerService: r.customer_service,
  resources: r.resources,
  imageCdns: r.image_cdns,
  registerSettings: r.register_settings,
  timeZone: r.time_zone,
  withdrawLimits: r.withdraw_limits,
  smsDialingCodes: r.sms_dialing_codes,
});

/**
 * Microseconds of the row's last change: the settings version (plugins/settings-cache.ts). Every
 * UPDATE of merchants moves updated_at forward with BUMP_UPDATED_AT, so the version only grows.
 */
const VERSION = `(extract(epoch FROM updated_at) * 1000000)::bigint AS version`;
const BUMP_UPDATED_AT = `updated_at = GREATEST(now(), updated_at + interval '1 microsecond')`;

/**
 * Request handling reads merchants through the settings cache, never straight from here: after a
 * change, publish the `merchant` topic (plugins/invalidation.ts) so that every process reloads.
 */
export function createMerchantsRepository(db: Queryable) {
  return {
    async findByCode(code: string): Promise<Merchant | null> {
      const [row] = await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]);
      return row ? toMerchant(row) : null;
    },

    /** The merchant with the version of its settings (the settings cache). */
    async findVersioned(code: string): Promise<{ merchant: Merchant; version: number } | null> {
      const [row] = await db.query<MerchantRow & { version: number }>(
        `SELECT *, ${VERSION} FROM merchants WHERE code = $1`,
        [code],
      );
      return row ? { merchant: toMerchant(row), version: row.version } : null;
    },

    /** Creates the merchant unless it exists; an existing one (and its switches) is left as is. */
    async insertIfMissing(m: Merchant): Promise<void> {
      await db.query(
        `INSERT INTO merchants (code, name, main_domain, maintenance, allowed_countries,
           currency_code, currency_symbol, languages, default_language, mobile_template, whitelabel,
           customer_service, resources, image_cdns, register_settings, time_zone, withdraw_limits,
           sms_dialing_codes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         ON CONFLICT (code) DO NOTHING`,
        [
          m.code,
          m.name,
          m.mainDomain,
          m.maintenance,
          m.allowedCountries,
          m.currencyCode,
          m.currencySymbol,
          m.languages,
          m.defaultLanguage,
          JSON.stringify(m.mobileTemplate),
          JSON.stringify(m.whitelabel),
          JSON.stringify(m.customerService),
          JSON.stringify(m.resources),
          m.imageCdns,
          JSON.stringify(m.registerSettings),
          m.timeZone,
          JSON.stringify(m.withdrawLimits),
          m.smsDialingCodes,
        ],
      );
    },

    /** The access switches (maintenance, region restriction); an omitted one is left unchanged. */
    async updateAccess(
      code: string,
      change: { maintenance?: boolean | undefined; allowedCountries?: string[] | undefined },
    ): Promise<Merchant | null> {
      const [row] = await db.query<MerchantRow>(
        `UPDATE merchants
            SET maintenance = COALESCE($2, maintenance),
                allowed_countries = COALESCE($3::text[], allowed_countries),
                ${BUMP_UPDATED_AT}
          WHERE code = $1
          RETURNING *`,
        [code, change.maintenance ?? null, change.allowedCountries ?? null],
      );
      return row ? toMerchant(row) : null;
    },
  };
}

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
