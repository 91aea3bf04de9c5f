import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../validation/fields.ts';

/**
 * The configuration service of spec 2 (§3 Config entity, §7 Config API): per instance, one set of
 * settings for each service that reads them at request time. Each service's settings are described
 * by a JSON Schema (what the console's form is generated from and what the server validates with
 * ajv) whose every leaf carries its default, title and description; an instance stores only the
 * values it sets itself and every other value is the schema's default.
 */
export const CONFIG_SERVICES = ['search', 'tracking', 'layer'] as const;

export const configServiceSchema = z.enum(CONFIG_SERVICES);

/** A service the configuration service configures. */
export type ConfigService = z.infer<typeof configServiceSchema>;

/**
 * The version of the three schemas: the server compiles each schema once per version, so a change
 * of a schema bumps it.
 */
export const SERVICE_CONFIG_SCHEMA_VERSION = 2;

/** The events the tracking endpoint records (Empathy tagging URLs and the layer's, contract §5.2). */
export const TRACKING_EVENTS = [
  'query',
  'click',
  'add2cart',
  'checkout',
  'page',
  'session',
  'display',
  'displayClick',
  'toolingDisplay',
  'toolingDisplayClick',
  'toolingDisplayAdd2Cart',
] as const;

/** An event the tracking endpoint records. */
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

/** Settings of the storefront search of an instance. */
export interface SearchServiceConfig {
  typoTolerance: { enabled: boolean; oneTypoMinLength: number; twoTyposMinLength: number };
  correction: boolean;
  partialResults: boolean;
  builtInSynonyms: boolean;
  answerCache: { enabled: boolean; seconds: number; entries: number };
  rows: { default: number; max: number };
}

/** Most results one storefront page holds, whatever an instance sets. */
export const STOREFRONT_ROWS_MAX = 200;

/** Settings of the tracking endpoint of an instance. */
export interface TrackingServiceConfig {
  events: Record<TrackingEvent, boolean>;
  duplicateWindowSeconds: number;
}

/** Settings of the storefront search layer of an instance. */
export interface LayerServiceConfig {
  debounceMs: number;
  minQueryLength: number;
  suggestions: {
    querySuggestions: number;
    popularSearches: number;
    nextQueries: number;
    relatedPrompts: number;
  };
}

/** The settings of each service, every value filled in. */
export interface ServiceConfigs {
  search: SearchServiceConfig;
  tracking: TrackingServiceConfig;
  layer: LayerServiceConfig;
}

/** A JSON Schema object as ajv 8 compiles it (draft-07). */
export type JsonSchema = { readonly [key: string]: unknown };

const flag = (title: string, description: string, value: boolean) =>
  ({ type: 'boolean', title, description, default: value }) as const;

const whole = (title: string, description: string, value: number, minimum: number, maximum: number) =>
  ({ type: 'integer', title, description, default: value, minimum, maximum }) as const;

const group = (title: string, description: string, properties: Record<string, JsonSchema>) =>
  ({ type: 'object', title, description, additionalProperties: false, properties }) as const;

const root = (title: string, description: string, properties: Record<string, JsonSchema>) =>
  ({ $schema: 'http://json-schema.org/draft-07/schema#', ...group(title, description, properties) }) as const;

/**
 * The storefront search. The typo lengths are those the engine tolerated before they were
 * settings (one typo from 5 characters, two from 9).
 */
const searchSchema = root('Search', 'How the storefront search of this instance answers.', {
  typoTolerance: group('Typo tolerance', 'Words a typo away from what the shopper typed also match.', {
    enabled: flag(
      'Tolerate typos',
      'When off, a query word only matches itself, its stem, its completions and synonyms, and no query is corrected.',
      true,
    ),
    oneTypoMinLength: whole(
      'One typo from',
      'Shortest query word (in characters) that may match a word one typo away.',
      5,
      1,
      30,
    ),
    twoTyposMinLength: whole(
      'Two typos from',
      'Shortest query word (in characters) that may match a word two typos away; not below the one-typo length.',
      9,
      1,
      30,
    ),
  }),
  correction: flag(
    'Query correction',
    'A query that finds nothing is spell-checked as a whole and the corrected query is searched, saying so to the shopper.',
    true,
  ),
  partialResults: flag(
    'Partial results',
    'A query whose words find few products together also answers the products matching some of them, saying which words they match.',
    true,
  ),
  builtInSynonyms: flag(
    'Built-in synonyms',
    "When off, the built-in synonyms (British and American words, WordNet, Spanish across countries) never apply, whatever the merchant's switch on the Synonyms screen says; the merchant's own synonym groups still do.",
    true,
  ),
  answerCache: group(
    'Answer cache',
    'Storefront answers kept in memory and served again to the same request.',
    {
      enabled: flag(
        'Cache answers',
        'When off, every storefront search of this instance is computed afresh.',
        true,
      ),
      seconds: whole(
        'Keep answers for (seconds)',
        "Longest an answer is served again; a change of the site's configuration or catalogue replaces it at once, and scheduled rules and banners switch on the minute.",
        60,
        1,
        60,
      ),
      entries: whole(
        'Answers kept',
        "Most answers of this instance the cache holds, the least recently used dropped first; the server's SEARCH_CACHE_ENTRIES bounds all instances together.",
        1000,
        1,
        100_000,
      ),
    },
  ),
  rows: group('Results per page', 'How many products one page of results holds.', {
    default: whole(
      'By default',
      'Results of a page whose request does not say how many (rows).',
      24,
      1,
      STOREFRONT_ROWS_MAX,
    ),
    max: whole(
      'At most',
      'Most results one page may hold; a request asking for more gets this many.',
      STOREFRONT_ROWS_MAX,
      1,
      STOREFRONT_ROWS_MAX,
    ),
  }),
});

/**
 * Longest duplicate window an instance may set: the tracking endpoint remembers every event this
 * long, whatever the instance's window.
 */
export const DUPLICATE_WINDOW_MAX_SECONDS = 60;

/** The tracking endpoint: every event it records today, each on by default. */
const trackingSchema = root('Tracking', 'Which storefront events of this instance are recorded.', {
  events: group(
    'Events recorded',
    'An event switched off is refused with 403 and not recorded (nor counted in analytics or usage).',
    Object.fromEntries(
      TRACKING_EVENTS.map((event) => [event, flag(event, `Record the ${event} event.`, true)]),
    ),
  ),
  duplicateWindowSeconds: whole(
    'Duplicate window (seconds)',
    'Seconds within which the same event of the same session is stored once; 0 stores every copy.',
    5,
    0,
    DUPLICATE_WINDOW_MAX_SECONDS,
  ),
});

/** The search layer: the constants it used before they were settings. */
const layerSchema = root('Search layer', 'How the storefront search layer of this instance behaves.', {
  debounceMs: whole(
    'Typing pause (ms)',
    'Milliseconds of no typing before the layer searches.',
    150,
    0,
    2000,
  ),
  minQueryLength: whole(
    'Shortest query',
    'Fewest characters typed before the layer searches; fewer show the popular searches.',
    1,
    1,
    20,
  ),
  suggestions: group('Suggestions shown', 'How many of each suggestion the layer shows.', {
    querySuggestions: whole('Query suggestions', 'Completions of what the shopper types.', 8, 0, 50),
    popularSearches: whole('Popular searches', 'Searches shown before the shopper types.', 8, 0, 50),
    nextQueries: whole('Next queries', 'Searches shoppers made next, shown under the results.', 10, 0, 50),
    relatedPrompts: whole('Related prompts', 'Prompts shown above the results of a query.', 10, 0, 50),
  }),
});

/** Each service's JSON Schema. */
export const SERVICE_CONFIG_SCHEMAS: Readonly<Record<ConfigService, JsonSchema>> = {
  search: searchSchema,
  tracking: trackingSchema,
  layer: layerSchema,
};

/** The schema's defaults: every leaf's `default`, objects walked. */
function defaultsOf(schema: JsonSchema): unknown {
  if (schema.type !== 'object') return schema.default;
  const properties = schema.properties as Record<string, JsonSchema>;
  return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, defaultsOf(value)]));
}

/** Each service's settings when an instance sets none. */
export const defaultServiceConfigs: ServiceConfigs = {
  search: defaultsOf(searchSchema) as SearchServiceConfig,
  tracking: defaultsOf(trackingSchema) as TrackingServiceConfig,
  layer: defaultsOf(layerSchema) as LayerServiceConfig,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with what `over` sets, objects merged at every depth. */
function merged(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  return Object.fromEntries(Object.keys(base).map((key) => [key, merged(base[key], over[key])]));
}

/**
 * The settings a service applies for an instance: each value its data sets (validated against the
 * service's schema), else the default; a disabled set is ignored.
 */
export function effectiveServiceConfig<S extends ConfigService>(
  service: S,
  set: { enabled: boolean; data: Record<string, unknown> } | undefined,
): ServiceConfigs[S] {
  const defaults = defaultServiceConfigs[service];
  return (set?.enabled ? merged(defaults, set.data) : defaults) as ServiceConfigs[S];
}

/** Longest instance key the Config API takes (a site's instance key). */
const INSTANCE_MAX_LENGTH = 100;

export const configInstanceSchema = z.string().trim().min(1).max(INSTANCE_MAX_LENGTH);

const isoOrNull = z.iso.datetime({ offset: true }).nullable();

/** The Config entity of spec 2 §3: one service's settings of one instance, with the schema they follow. */
export const configEntitySchema = z.object({
  /** `${service}:${instance}`. */
  id: z.string(),
  service: configServiceSchema,
  instance: z.string(),
  /** When false the instance's data is ignored and the defaults apply. */
  enabled: z.boolean(),
  /** Only what the instance sets itself (empty strings and undefined values stripped, §5). */
  data: z.record(z.string(), z.unknown()),
  /** The service's JSON Schema: every leaf has its default, title and description. */
  schema: z.record(z.string(), z.unknown()),
  metadata: z.object({
    /** Whether the instance has its own set (else everything is the default). */
    custom: z.boolean(),
    createdAt: isoOrNull,
    updatedAt: isoOrNull,
    /** E-mail of who changed it last; null for the system or never changed. */
    updatedBy: z.string().nullable(),
  }),
});

export type ConfigEntity = z.infer<typeof configEntitySchema>;

/** `PUT secure/configs`: the data replaces the instance's whole set of that service. */
export const configInputSchema = z.object({
  service: configServiceSchema,
  instance: configInstanceSchema,
  data: z.record(z.string().max(TEXT_MAX_LENGTH.identifier), z.unknown()),
  enabled: z.boolean().optional(),
});

export type ConfigInput = z.infer<typeof configInputSchema>;

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET secure/configs`: service optional (all), instance a comma-joined list (default: every instance reached). */
export const configsQuerySchema = z.object({
  service: configServiceSchema.optional(),
  instance: z.string().max(10_000).optional(),
});

/** `PUT secure/configs/enable?enabled=&service=&instance=`. */
export const configEnableQuerySchema = z.object({
  enabled: booleanText,
  service: configServiceSchema,
  instance: configInstanceSchema,
});

/** `GET secure/configs/history?service=&instance=`. */
export const configHistoryQuerySchema = z.object({
  service: configServiceSchema,
  instance: configInstanceSchema,
});

const storedSetSchema = z.object({ enabled: z.boolean(), data: z.record(z.string(), z.unknown()) });

/** One change of an instance's service settings, newest first; `previous` null when it created them. */
export const configRevisionEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actor: z.string().nullable(),
  /** The set after the change; after a deletion, the defaults (enabled, no data). */
  enabled: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  /** Whether the instance has a set of its own after the change: false once it was removed. */
  custom: z.boolean(),
  previous: storedSetSchema.nullable(),
  revertOf: z.uuid().optional(),
});

export const configHistorySchema = z.object({ revisions: z.array(configRevisionEntrySchema) });

export type ConfigHistory = z.infer<typeof configHistorySchema>;

/** One field a configuration save refuses: its JSON pointer and why (spec 2 §8: status and details). */
export const configIssueSchema = z.object({ path: z.string(), message: z.string() });

export type ConfigIssue = z.infer<typeof configIssueSchema>;

/** A refused configuration save: the one error shape plus each refused field. */
export const configErrorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
  details: z.array(configIssueSchema),
});
