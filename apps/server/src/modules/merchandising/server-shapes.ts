// Business rules and related prompts are still stored in shapes of the server's own, not yet the
// domain's (businessRuleSchema / queryRankingRuleSchema, relatedPromptSchema): the storefront reads
// a boost strength, a rule schedule in the merchant's time zone and prompt queries that the
// domain's shapes do not carry.
import { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '@playboard/domain';
import { z } from 'zod';

// spec 1 §9: at most 30 terms per rule; a term at most 255 characters.
const language = z
  .string()
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'must be a language code such as en or es')
  .nullable()
  .default(null);
const term = z.string().trim().min(1).max(255);
const terms = z.array(term).max(30);
const productId = z.string().min(1).max(TEXT_MAX_LENGTH.identifier);

const ruleAction = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['boost', 'bury']),
    field: z.string().min(1).max(100),
    value: z.string().min(1).max(255),
    strength: z.number().positive().max(100).default(1),
  }),
  z.object({ type: z.literal('hide'), field: z.string().min(1).max(100), value: z.string().min(1).max(255) }),
  z.object({ type: z.literal('pin'), productId, position: z.number().int().min(1).max(1000) }),
]);

export const storedBusinessRuleSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    language,
    queries: terms.default([]),
    actions: z.array(ruleAction).min(1).max(100),
    priority: z.number().int().default(0),
    enabled: z.boolean().default(true),
    startsAt: z.coerce.date().nullable().default(null),
    endsAt: z.coerce.date().nullable().default(null),
    timeZone: z
      .string()
      .max(TEXT_MAX_LENGTH.title)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Europe/Madrid')
      .default('UTC'),
  })
  .refine((rule) => !rule.startsAt || !rule.endsAt || rule.startsAt < rule.endsAt, {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });

export const storedRelatedPromptSchema = z.object({
  language,
  queries: terms.default([]),
  suggestionText: z.string().trim().min(1).max(500),
  imageUrl: z.url().max(URL_MAX_LENGTH).nullable().default(null),
  nextQueries: z.array(term).max(10).default([]),
  position: z.number().int().min(0).default(0),
});
