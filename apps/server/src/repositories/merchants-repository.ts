import type { z } from 'zod';
import type {
  customerServiceSchema,
  FieldRule,
  mobileTemplateSchema,
  resourceSchema,
  WhitelabelNode,
} from '@app/contract';
import type { Queryable } from '../db/db.ts';

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
});

/**
 * Every API request resolves its merchant, so lookups are cached briefly. A change made through
 * this repository is visible at once in this process; other processes see it within CACHE_MS.
 */
const CACHE_MS = 2_000;

export function createMerchantsRepository(db: Queryable) {
  const cache = new Map<string, { merchant: Merchant | null; until: number }>();
  return {
    async findByCode(code: string): Promise<Merchant | null> {
      const [row] = await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]);
      return row ? toMerchant(row) : null;
    },

    /** findByCode through the short cache (request handling). */
    async findCached(code: string): Promise<Merchant | null> {
      const hit = cache.get(code);
      if (hit && hit.until > Date.now()) return hit.merchant;
      const merchant = await this.findByCode(code);
      // Bounded by the number of distinct codes that pass the format check; unknown ones expire too.
      if (cache.size > 1_000) cache.clear();
      cache.set(code, { merchant, until: Date.now() + CACHE_MS });
      return merchant;
    },

    /** Creates the merchant unless it exists; an existing one (and its switches) is left as is. */
    async insertIfMissing(m: Merchant): Promise<void> {
      await db.query(
        `INSERT INTO merchants (code, name, main_domain, maintenance, allowed_countries,
           currency_code, currency_symbol, languages, default_language, mobile_template, whitelabel,
           customer_service, resources, image_cdns, register_settings)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
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
                updated_at = now()
          WHERE code = $1
          RETURNING *`,
        [code, change.maintenance ?? null, change.allowedCountries ?? null],
      );
      cache.delete(code);
      return row ? toMerchant(row) : null;
    },
  };
}

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
