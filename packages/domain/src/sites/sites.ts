import { z } from 'zod';
import { businessVerticalSchema } from '../account/account.ts';
import { ORGANIZATION_PERMISSIONS, ORGANIZATION_STATUSES } from '../organizations/business-verticals.ts';
import { PLATFORMS } from '../platforms/platform-capabilities.ts';
import { NAME_MAX_LENGTH, requiredText } from '../validation/fields.ts';
import { timeZoneSchema } from '../analytics/time-zone.ts';
import { cssSelectorSchema } from './css-selector.ts';

/** Site environments (spec 1 §3). */
export const SITE_ENVIRONMENTS = ['TEST', 'PRODUCTION'] as const;

/** An engine: one per catalogue language of a site (spec 1 §3). */
export const engineSchema = z.object({
  uuid: z.uuid(),
  language: z.string(),
  default: z.boolean(),
});

/** An engine. */
export type Engine = z.infer<typeof engineSchema>;

/** How a site's catalogue reaches the platform (docs/connectors.md). */
export const SITE_CONNECTION_KINDS = ['module', 'feed', 'push', 'shopify'] as const;

/** Product feed formats a custom shop without a module can publish. */
export const FEED_FORMATS = ['json', 'csv', 'google-xml'] as const;

/** One of {@link FEED_FORMATS}. */
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** A shop connected to the console (spec 1 §3), as the Main API answers it; secrets stay on the server. */
export const siteSchema = z.object({
  uuid: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  url: z.string(),
  platform: z.enum(PLATFORMS),
  /** The public key storefront calls carry ("instance" in spec 2). */
  instance: z.string(),
  cssSelector: z.string(),
  enabled: z.boolean(),
  isIndexed: z.boolean(),
  /** The connector token (spec 1 "security key"). */
  securityKey: z.string(),
  environment: z.enum(SITE_ENVIRONMENTS),
  connection: z.object({
    kind: z.enum(SITE_CONNECTION_KINDS),
    feedUrl: z.string().optional(),
    format: z.enum(FEED_FORMATS).optional(),
    shopDomain: z.string().optional(),
  }),
  /** The connector module version the shop last reported; null without a module. */
  moduleVersion: z.string().nullable(),
  currency: z.string().nullable(),
  /** The merchant's IANA time zone: analytics count by its days. */
  timeZone: z.string(),
  /** Minutes between scheduled syncs; 0 means no schedule. */
  syncIntervalMinutes: z.number().int(),
  engines: z.array(engineSchema),
});

/** A site. */
export type Site = z.infer<typeof siteSchema>;

/** PATCH sites/{id} body (spec 1 §7). */
export const sitePatchSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH).optional(),
  cssSelector: cssSelectorSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});

/** A site update. */
export type SitePatch = z.infer<typeof sitePatchSchema>;

/** An organisation with its sites (spec 1 §3). */
export const organizationSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  businessVertical: businessVerticalSchema,
  permissions: z.array(z.object({ key: z.enum(ORGANIZATION_PERMISSIONS) })),
  sites: z.array(siteSchema),
});

/** An organisation. */
export type Organization = z.infer<typeof organizationSchema>;

/** The engine to select (spec 1 §4): the one with the default flag, else the first. */
export function defaultEngine<E extends Pick<Engine, 'default'>>(engines: readonly E[]): E | undefined {
  return engines.find((engine) => engine.default) ?? engines[0];
}

/** Indexing status of the setup (spec 1 §4, §7); DONE means indexed. */
export const SETUP_STATUSES = ['PENDING', 'IN_PROGRESS', 'DONE', 'FAILED'] as const;

/** Synchronisation states (spec 1 §4). */
export const SYNC_STATUSES = ['IN_PROGRESS', 'FAILED', 'DONE'] as const;
