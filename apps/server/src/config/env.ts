import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Modules a process can mount; `MODULES` picks a subset so each part can scale out on its own. */
export const moduleNames = [
  'account',
  'main',
  'billing',
  'identity',
  'flags',
  'realtime',
  'mail',
  'console',
  'search',
  'tracking',
  'sync',
  'analytics',
  'demo-shop',
  'layer',
] as const;
export type ModuleName = (typeof moduleNames)[number];

/**
 * Two search threads: each holds a copy of the indexes (about 0.6 GB per 100,000 products), so more
 * is the operator's choice. None on a single core, where a thread would only compete with the main one.
 */
const defaultSearchThreads = availableParallelism() > 1 ? 2 : 0;

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** A CONNECTOR_ALLOWED_HOSTS entry: a host name (on any port, or one), or an address or range. */
export type AllowedHost =
  | { kind: 'host'; hostname: string; port?: number }
  | { kind: 'network'; address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** `shop.internal`, `shop.internal:8080`, `[fd00::1]:8080`, `10.1.2.3`, `10.0.0.0/8`, `fd00::/8`. */
function parseAllowedHost(entry: string): AllowedHost | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = ({ 4: 'ipv4', 6: 'ipv6' } as const)[isIP(address) as 4 | 6];
  if (family) {
    const bits = family === 'ipv4' ? 32 : 128;
    if (rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return undefined;
    const prefix = prefixText === undefined ? bits : Number(prefixText);
    return prefix <= bits ? { kind: 'network', address, prefix, family } : undefined;
  }
  // A host, nothing more: no scheme, path, query or credentials.
  if (/[/?#@\s]/.test(entry)) return undefined;
  try {
    const url = new URL(`http://${entry}`);
    const port = /:(\d+)$/.exec(entry)?.[1];
    return { kind: 'host', hostname: url.hostname, ...(port ? { port: Number(port) } : {}) };
  } catch {
    return undefined;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  CONSOLE_DIR: z.string().min(1).optional(),
  LAYER_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Playboard <no-reply@playboard.local>'),
  OIDC_ISSUER: z.url().optional(),
  FLAGS_ON: commaList,
  /** A real Unleash's or Unleash Edge's frontend API (…/api/frontend): the flags come from there instead. */
  FLAGS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The frontend API token the server sends to FLAGS_URL. */
  FLAGS_CLIENT_KEY: z.string().min(1).max(2000).optional(),
  /** E-mails of the platform's operators (staff): users and roles administration, every instance. */
  PLATFORM_OPERATORS: commaList,
  // Realtime runs in one process: the Socket.IO Redis adapter is not wired yet (docs/identity.md).
  REDIS_URL: z
    .undefined({
      error: 'REDIS_URL is not supported yet: realtime runs in a single process (see docs/identity.md)',
    })
    .optional(),
  // Sentry's own DSN shape (protocol://key@host[:port]/[path/]projectId); the SDK silently drops
  // everything under a DSN it cannot read, so a typo must stop the start instead.
  SENTRY_DSN: z
    .string()
    .regex(/^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/([\w.-]+\/)*\d+$/, {
      error: 'must be a Sentry DSN: https://<public key>@<host>/<project id>',
    })
    .optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | string => {
      const text = (value ?? '').trim();
      if (text === '' || text === 'false') return false;
      return text === 'true' ? true : text;
    }),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  CONFIRMATION_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60 * 60),
  PASSWORD_RESET_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  MODULES: commaList.pipe(z.array(z.enum(moduleNames))),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1000),
  SEARCH_THREADS: z.coerce.number().int().min(0).max(64).default(defaultSearchThreads),
  POPULAR_SEARCHES_BUILD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  SYNC_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),
  SYNC_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(1000),
  ANALYTICS_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(100).default(3000),
  ANALYTICS_ROLLUP_BATCH: z.coerce.number().int().min(1).default(20_000),
  CONNECTOR_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  CONNECTOR_ALLOWED_HOSTS: commaList.transform((entries, context) =>
    entries.flatMap((entry) => {
      const parsed = parseAllowedHost(entry);
      if (parsed) return [parsed];
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not a host name, host:port, IP address or CIDR range`,
      });
      return [];
    }),
  ),
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  SHOPIFY_ADMIN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/)
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/)
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_METER_EVENT_NAME: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .default('playboard_searches'),
  PLAY_BILLING_TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  BILLING_SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('ES'),
  BILLING_JOBS_INTERVAL_MS: z.coerce.number().int().min(100).default(3_600_000),
  VAT_CHECK: z.enum(['format', 'vies']).default('format'),
  VIES_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  VIES_REQUESTER_VAT_NUMBER: z
    .string()
    .transform((value) => value.toUpperCase().replace(/[\s.-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, 'a VAT number with its country prefix, like ESB12345674'),
    )
    .optional(),
});

const defaultConsoleDir = fileURLToPath(new URL('../../../console/dist', import.meta.url));
const defaultLayerDir = fileURLToPath(new URL('../../../layer/dist', import.meta.url));

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** The built console served at `/` (default: apps/console/dist of this checkout). */
  consoleDir: string;
  /** The built search layer served at `/layer.js` and `/layer/assets` (default: apps/layer/dist). */
  layerDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  oidcIssuer: string | undefined;
  flagsOn: string[];
  /** The Unleash (or Unleash Edge) the flag endpoints relay to, with its frontend token; none: this server's own. */
  flagService: { url: string; clientKey: string } | undefined;
  /** Lower-cased e-mails of the platform's operators (`PLATFORM_OPERATORS`): staff of users and roles. */
  platformOperators: string[];
  redisUrl: string | undefined;
  sentryDsn: string | undefined;
  /**
   * Whether X-Forwarded-* headers are believed (Fastify's `trustProxy`): false by default, so a
   * client cannot pick its own address past the per-address rate limits; `true`, or the proxies'
   * comma-separated addresses/CIDRs, behind a load balancer.
   */
  trustProxy: boolean | string;
  /**
   * Sign-ups, confirmation e-mails, password resets and invitation sign-ups allowed per 15 minutes
   * of each kind, from one client address and for one e-mail address each (`ACCOUNT_RATE_LIMIT`).
   */
  accountRateLimit: number;
  confirmationTtlMs: number;
  passwordResetTtlMs: number;
  modules: ReadonlySet<ModuleName>;
  /** Storefront search answers kept in memory (least recently used dropped first); 0 turns the cache off. */
  searchCacheEntries: number;
  /**
   * Threads answering storefront searches, each on its own copy of the indexes (memory grows with
   * each); 0 searches on the main thread only.
   */
  searchThreads: number;
  /** How old a site's popular searches may get before the schedule builds them again. */
  popularSearchesBuildMs: number;
  /** How long a sync worker's claim lasts unrenewed: a crashed process's sync resumes after it. */
  syncLeaseMs: number;
  /** Products asked of the shop per page (connector protocol: 1 to 1000). */
  syncPageSize: number;
  /** How often the analytics rollup reads new tracking events. */
  analyticsRollupIntervalMs: number;
  /** Tracking events summed per rollup transaction. */
  analyticsRollupBatch: number;
  /** How long a shop, feed or Shopify call may take to answer before it fails with cat-02. */
  connectorTimeoutMs: number;
  /**
   * Hosts and networks the connectors may reach although they are not public (loopback, private
   * ranges): by default a shop, feed or Shopify URL must reach a public address.
   */
  connectorAllowedHosts: AllowedHost[];
  /** The Shopify app's client id and secret; unset, Shopify installs answer 503. */
  shopifyApiKey: string | undefined;
  shopifyApiSecret: string | undefined;
  /** Replaces `https://{shop}` in Shopify calls (a local server answering Shopify's shapes). */
  shopifyAdminOrigin: string | undefined;
  /** Stripe takes the payments when set (docs/billing.md); otherwise the embedded provider does. */
  stripeSecretKey: string | undefined;
  /** Verifies the signatures of Stripe's webhook calls. */
  stripeWebhookSecret: string | undefined;
  /** Replaces https://api.stripe.com (a local server answering Stripe's shapes, for tests). */
  stripeApiUrl: string | undefined;
  /** The event name of the Stripe billing meter the daily searches are reported to. */
  stripeMeterEventName: string;
  /** Serves POST .../test-clock, which moves an organisation's billing time (never in production). */
  billingTestClock: boolean;
  /** The seller's country (ISO 3166-1 alpha-2): its VAT applies at home, reverse charge across the EU. */
  billingSellerCountry: string;
  /** How often the billing jobs (trials, renewals and invoices, usage) run. */
  billingJobsIntervalMs: number;
  /**
   * How EU VAT numbers are checked for reverse charge: `format` only (offline), or `vies`, also
   * registered in the EU's VIES service (docs/billing.md).
   */
  vatCheck: 'format' | 'vies';
  /** VIES's REST check-vat-number endpoint (a local server answering its shapes, for tests). */
  viesUrl: string;
  /** How long a VIES call may take before the number is kept as not verified yet. */
  viesTimeoutMs: number;
  /**
   * The seller's own VAT number (with its country prefix), sent to VIES as the requester: VIES then
   * answers a consultation number, the proof of the check.
   */
  viesRequesterVatNumber: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads the process environment once, at boot; every bad variable is listed, not just the first. */
export function parseEnv(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const value = parsed.data;
  if (value.FLAGS_URL && !value.FLAGS_CLIENT_KEY) {
    throw new ConfigError(['FLAGS_CLIENT_KEY: the frontend API token of FLAGS_URL is missing']);
  }
  if (value.FLAGS_URL && value.FLAGS_ON.length > 0) {
    throw new ConfigError(['FLAGS_ON: with FLAGS_URL the flags are switched in that Unleash, not here']);
  }
  if (value.PLAY_BILLING_TEST_CLOCK === 'true' && env.NODE_ENV === 'production') {
    throw new ConfigError(['PLAY_BILLING_TEST_CLOCK: moves billing time; it is refused in production']);
  }
  return {
    port: value.PORT,
    host: value.HOST,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(value.DATA_DIR),
    consoleDir: value.CONSOLE_DIR ? resolve(value.CONSOLE_DIR) : defaultConsoleDir,
    layerDir: value.LAYER_DIR ? resolve(value.LAYER_DIR) : defaultLayerDir,
    databaseUrl: value.DATABASE_URL,
    logLevel: value.LOG_LEVEL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    oidcIssuer: value.OIDC_ISSUER,
    flagsOn: value.FLAGS_ON,
    flagService:
      value.FLAGS_URL && value.FLAGS_CLIENT_KEY
        ? { url: value.FLAGS_URL.replace(/\/$/, ''), clientKey: value.FLAGS_CLIENT_KEY }
        : undefined,
    platformOperators: value.PLATFORM_OPERATORS.map((email) => email.toLowerCase()),
    redisUrl: value.REDIS_URL,
    sentryDsn: value.SENTRY_DSN,
    trustProxy: value.TRUST_PROXY,
    accountRateLimit: value.ACCOUNT_RATE_LIMIT,
    confirmationTtlMs: value.CONFIRMATION_LINK_TTL_SECONDS * 1000,
    passwordResetTtlMs: value.PASSWORD_RESET_LINK_TTL_SECONDS * 1000,
    modules: new Set(value.MODULES.length > 0 ? value.MODULES : moduleNames),
    searchCacheEntries: value.SEARCH_CACHE_ENTRIES,
    searchThreads: value.SEARCH_THREADS,
    popularSearchesBuildMs: value.POPULAR_SEARCHES_BUILD_MINUTES * 60_000,
    syncLeaseMs: value.SYNC_LEASE_SECONDS * 1000,
    syncPageSize: value.SYNC_PAGE_SIZE,
    analyticsRollupIntervalMs: value.ANALYTICS_ROLLUP_INTERVAL_MS,
    analyticsRollupBatch: value.ANALYTICS_ROLLUP_BATCH,
    connectorTimeoutMs: value.CONNECTOR_TIMEOUT_MS,
    connectorAllowedHosts: value.CONNECTOR_ALLOWED_HOSTS,
    shopifyApiKey: value.SHOPIFY_API_KEY,
    shopifyApiSecret: value.SHOPIFY_API_SECRET,
    shopifyAdminOrigin: value.SHOPIFY_ADMIN_ORIGIN?.replace(/\/$/, ''),
    stripeSecretKey: value.STRIPE_SECRET_KEY,
    stripeWebhookSecret: value.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: value.STRIPE_API_URL?.replace(/\/$/, ''),
    stripeMeterEventName: value.STRIPE_METER_EVENT_NAME,
    billingTestClock: value.PLAY_BILLING_TEST_CLOCK === 'true',
    billingSellerCountry: value.BILLING_SELLER_COUNTRY,
    billingJobsIntervalMs: value.BILLING_JOBS_INTERVAL_MS,
    vatCheck: value.VAT_CHECK,
    viesUrl: value.VIES_URL,
    viesTimeoutMs: value.VIES_TIMEOUT_MS,
    viesRequesterVatNumber: value.VIES_REQUESTER_VAT_NUMBER,
  };
}
