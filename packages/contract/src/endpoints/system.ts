import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** White-label flags arrive as a tree; clients flatten it into the set of enabled keys. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
// A recursive schema cannot be inlined into OpenAPI: without an id, the generator points its self
// reference at a component it never emits. The id makes it the `WhitelabelNode` component.
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z
  .lazy(() =>
    z.object({
      modId: z.string(),
      enabled: z.enum(['1', '0']),
      childrenNodes: z.array(whitelabelNodeSchema),
    }),
  )
  .meta({ id: 'WhitelabelNode' });

/** Spec 3 "Mobile template"; spec 4 "Template": '1' selects the new variant. */
export const mobileTemplateSchema = z.object({
  mem_cen: z.enum(['0', '1']),
  dep_func: z.enum(['0', '1']),
  app_background: z.string(),
  app_desc: z.string(),
  app_desc_font_color: z.string(),
});

/** Spec 3 "Customer service entries": csPosition LINE-1, FACEBOOK-1, TELEGRAM-1; type '3' is the service link. */
export const customerServiceSchema = z.object({
  csPosition: z.string(),
  type: z.string(),
  name: z.string(),
  url: z.string(),
});

export const resourceSchema = z.object({
  resourceType: z.enum(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']),
  url: z.string(),
});

/** One registration/login field rule (API-NOTES "registration settings"); pattern "*" accepts anything. */
export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
});
export const registerSettingsSchema = z.record(z.string(), fieldRuleSchema);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** Spec 4 "System status": 1 maintenance (wins), 2 region restricted, 0 normal. */
export const systemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const systemStatusSchema = z.object({
  status: systemStatusCodeSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ country: z.string(), ip: z.string() }),
  info: z.object({
    merchantCode: z.string(),
    mainDomain: z.string(),
    domainRoute: z.string().nullable(),
    customerService: z.array(customerServiceSchema),
    imageCDNs: z.array(z.string()),
    resources: z.array(resourceSchema),
    whitelabel: z.array(whitelabelNodeSchema),
    register: registerSettingsSchema,
    mobileTemplate: mobileTemplateSchema,
    paths: z.array(z.string()),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const consolidatedSettingsSchema = z.object({
  whitelabel: z.array(whitelabelNodeSchema),
  mobileTemplate: mobileTemplateSchema,
  currency: z.object({ code: z.string(), symbol: z.string() }),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

export const getSystemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Maintenance and region restriction for the caller, with site info',
  tags: ['system'],
  value: systemStatusSchema,
  auth: false,
});

export const getConsolidatedSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  summary: 'White-label flags, mobile template, currency and languages in one call',
  tags: ['system'],
  value: consolidatedSettingsSchema,
  auth: false,
});

export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Registration and login field rules, keyed by field',
  tags: ['system'],
  value: registerSettingsSchema,
  auth: false,
  moduleId: 'REG3',
});
