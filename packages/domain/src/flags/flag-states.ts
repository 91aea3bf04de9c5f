import { z } from 'zod';
import { configInstanceSchema } from '../configuration/service-configs.ts';
import { FEATURE_FLAGS } from './feature-flags.ts';

/**
 * Who a flag is on for: nobody, everyone, or the listed instances (sites), whose engines' uuids the
 * console sends as `engineUuid` in the flag context (spec 1 §6).
 */
export const FLAG_MODES = ['off', 'everyone', 'instances'] as const;

export const flagModeSchema = z.enum(FLAG_MODES);

/** One of {@link FLAG_MODES}. */
export type FlagMode = z.infer<typeof flagModeSchema>;

/** Most instances one flag can be on for by name; more is a rollout to everyone. */
export const FLAG_INSTANCES_MAX = 500;

export const featureFlagSchema = z.enum(FEATURE_FLAGS);

/** A constraint of an Unleash strategy: the context field, its operator and the values it matches. */
const unleashConstraintSchema = z.object({
  contextName: z.string(),
  operator: z.literal('IN'),
  values: z.array(z.string()),
});

/**
 * A flag's state as an Unleash strategy list, so a real Unleash can hold the same rule: none when
 * off, `default` without constraints for everyone, `default` constrained to the listed instances'
 * engine uuids otherwise.
 */
export const unleashStrategySchema = z.object({
  name: z.literal('default'),
  constraints: z.array(unleashConstraintSchema),
});

/** A strategy of a flag's state. */
export type UnleashStrategy = z.infer<typeof unleashStrategySchema>;

/** A site a flag is on for: its instance key and its name. */
export const flagInstanceSchema = z.object({
  siteId: z.uuid(),
  instance: z.string(),
  name: z.string(),
});

/** A site of a flag's list. */
export type FlagInstance = z.infer<typeof flagInstanceSchema>;

/**
 * A flag as the operators' screen reads it: its mode and sites, whether `FLAGS_ON` turns it on for
 * everyone whatever is stored (only a restart without it undoes that), its Unleash strategies, and
 * the last change.
 */
export const flagStateSchema = z.object({
  name: featureFlagSchema,
  description: z.string(),
  mode: flagModeSchema,
  instances: z.array(flagInstanceSchema),
  forcedOn: z.boolean(),
  strategies: z.array(unleashStrategySchema),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});

/** A flag's state. */
export type FlagState = z.infer<typeof flagStateSchema>;

/**
 * Every flag of spec 1 §6 and who serves them: this server (`embedded`), or the Unleash at
 * `FLAGS_URL` (`unleash`), where they are changed and this server only relays them.
 */
export const flagStatesSchema = z.object({
  source: z.enum(['embedded', 'unleash']),
  flags: z.array(flagStateSchema),
});

/** The flags answer of the operators' screen. */
export type FlagStates = z.infer<typeof flagStatesSchema>;

/** A change of a flag: its mode, and the instance keys it is on for (only, and at least one, in `instances` mode). */
export const flagInputSchema = z
  .object({
    mode: flagModeSchema,
    instances: z.array(configInstanceSchema).max(FLAG_INSTANCES_MAX).default([]),
  })
  .refine((input) => (input.mode === 'instances') === input.instances.length > 0, {
    error: 'instances lists the sites of the instances mode: at least one then, none otherwise',
    path: ['instances'],
  });

/** A flag change. */
export type FlagInput = z.infer<typeof flagInputSchema>;
