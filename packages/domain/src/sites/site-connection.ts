import { z } from 'zod';
import { TIME_ZONE_MAX_LENGTH } from '../analytics/time-zone.ts';
import { PLATFORMS, type Platform } from '../platforms/platform-capabilities.ts';
import { NAME_MAX_LENGTH, requiredText, TEXT_MAX_LENGTH, urlSchema } from '../validation/fields.ts';
import { FEED_FORMATS, SITE_ENVIRONMENTS } from './sites.ts';

/** How a new site sends its catalogue: a connector module, a product feed, or pushed products (CUSTOM only). */
export const SITE_CONNECTION_INPUT_KINDS = ['module', 'feed', 'push'] as const;

/** The `connection` of POST organizations/{id}/sites. */
export const siteConnectionInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('module') }),
  z.object({ kind: z.literal('feed'), feedUrl: urlSchema, format: z.enum(FEED_FORMATS) }),
  z.object({ kind: z.literal('push') }),
]);

const securityKeySchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(TEXT_MAX_LENGTH.secret, { error: 'validation.maxlength' });

const connectionFormBase = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  url: urlSchema,
  environment: z.enum(SITE_ENVIRONMENTS, { error: 'validation.option' }),
});

/**
 * The `{product}-connection` form (spec 1 §3): shop name, shop URL, environment, and per kind of
 * connection the security token (module) or the feed URL and format (feed); push needs neither.
 */
export const siteConnectionFormSchema = z.discriminatedUnion('kind', [
  connectionFormBase.extend({ kind: z.literal('module'), securityKey: securityKeySchema }),
  connectionFormBase.extend({
    kind: z.literal('feed'),
    feedUrl: urlSchema,
    format: z.enum(FEED_FORMATS, { error: 'validation.option' }),
  }),
  connectionFormBase.extend({ kind: z.literal('push') }),
]);

/** A valid connection form. */
export type SiteConnectionForm = z.infer<typeof siteConnectionFormSchema>;

/** POST organizations/{id}/sites body (spec 1 §7): module platforms need the security key. */
export const siteCreateSchema = z
  .object({
    name: requiredText(NAME_MAX_LENGTH),
    url: urlSchema,
    platform: z.enum(PLATFORMS),
    environment: z.enum(SITE_ENVIRONMENTS),
    securityKey: securityKeySchema.optional(),
    connection: siteConnectionInputSchema.optional(),
    /**
     * The connecting merchant's browser zone, a hint for the site's time zone (an unknown name is
     * ignored rather than refused: the shop's country or UTC stand in).
     */
    browserTimeZone: z.string().max(TIME_ZONE_MAX_LENGTH).optional(),
  })
  .refine(
    (input) =>
      input.securityKey !== undefined ||
      (input.platform === 'CUSTOM' && input.connection !== undefined && input.connection.kind !== 'module'),
    { error: 'validation.required', path: ['securityKey'] },
  )
  .refine((input) => input.platform === 'CUSTOM' || (input.connection?.kind ?? 'module') === 'module', {
    error: 'validation.option',
    path: ['connection'],
  });

/** A site creation body. */
export type SiteCreate = z.infer<typeof siteCreateSchema>;

/** The creation body for a filled connection form of `platform`. */
export function toSiteCreate(platform: Platform, form: SiteConnectionForm): SiteCreate {
  const base = { name: form.name, url: form.url, platform, environment: form.environment };
  switch (form.kind) {
    case 'module':
      return { ...base, securityKey: form.securityKey, connection: { kind: 'module' } };
    case 'feed':
      return { ...base, connection: { kind: 'feed', feedUrl: form.feedUrl, format: form.format } };
    case 'push':
      return { ...base, connection: { kind: 'push' } };
  }
}
