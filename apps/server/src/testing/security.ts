// Shared setup for the security suites that grow with the API: the operations of the OpenAPI document
// the app serves, a merchant whose organisation has a real site (engines, products, a facet) to aim
// path ids at, and a digest of the database to tell whether a request changed anything.
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { moduleNames } from '../config/env.ts';
import { configRevisions, invoices, mailOutbox, noResultsFixes } from '../db/schema/index.ts';
import { lastTokenSentTo, signUp, accountTestApp, freshAddress } from './account.ts';
import { upsertProducts } from '../modules/catalog/index.ts';
import {
  createBanner,
  createNextQueries,
  createRelatedTags,
  createBusinessRule,
  createQueryRankingRule,
  savePromptDocument,
  createRedirection,
  createSynonym,
  replaceFacets,
} from '../modules/merchandising/index.ts';
import { queryRows } from '../db/query-rows.ts';
import { clothingCatalogue } from './catalogue.ts';
import { addSite } from './sites.ts';
import { accessTokenFor } from './auth.ts';

/** The parts of JSON Schema the document's request schemas use (zod's output through jsonSchemaTransform). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string | JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path template, e.g. `/main/v1/sites/{id}`. */
  path: string;
  /** `GET /main/v1/sites/{id}`: how failures name the operation. */
  name: string;
  /** The operation carries the document's bearer security requirement. */
  secured: boolean;
  parameters: Parameter[];
  body: { required: boolean; contentType: string; schema: JsonSchema } | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: (Omit<Parameter, 'required'> & { required?: boolean })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Replaces `$ref`s by the component they name, so generators only ever see plain schemas. */
function inlineRefs(schema: unknown, components: Record<string, JsonSchema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as JsonSchema).$ref;
  if (ref) {
    const target = components[ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`the OpenAPI document has no component for ${ref}`);
    return inlineRefs(target, components);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlineRefs(value, components)]),
  );
}

/** Every operation of the document the app serves at /docs/json. */
export async function documentOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  const document = response.json<OpenApiDocument>();
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const raw = item[method];
      if (!raw) return [];
      // Only the request side is read; responses may hold recursive schemas the document leaves unresolved.
      const operation = inlineRefs(
        { security: raw.security, parameters: raw.parameters, requestBody: raw.requestBody },
        components,
      ) as OpenApiOperation;
      const content = Object.entries(operation.requestBody?.content ?? {});
      const [contentType, media] = content[0] ?? [];
      const upper = method.toUpperCase() as Operation['method'];
      return [
        {
          method: upper,
          path,
          name: `${upper} ${path}`,
          secured: (operation.security ?? []).some((requirement) => 'bearer' in requirement),
          // A querystring that is a record (any key) comes out of jsonSchemaTransform as two
          // parameters: `type` with the schema "object" (a string, not a schema), dropped here, and
          // `additionalProperties` with the values' schema, which the record takes under any name.
          parameters: (operation.parameters ?? [])
            .filter((parameter) => typeof parameter.schema === 'object')
            .map((parameter) => ({ ...parameter, required: parameter.required ?? false })),
          body:
            contentType && media
              ? { required: operation.requestBody?.required ?? false, contentType, schema: media.schema }
              : undefined,
        },
      ];
    }),
  );
}

/** The one shape every error leaves the server in (DESIGN). */
export function isErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { errors } = body as { errors?: unknown };
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (error: unknown) =>
        typeof error === 'object' &&
        error !== null &&
        typeof (error as { code?: unknown }).code === 'string' &&
        typeof (error as { message?: unknown }).message === 'string',
    )
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Waits for the mail worker to deliver what the set-up queued, so it writes nothing during the tests. */
async function outboxDelivered(app: App): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const pending = await app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .limit(1);
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the mail worker did not deliver the set-up e-mails within 10 s');
}

/**
 * An app with a merchant (the owner of an organisation with a site: two engines, the clothing
 * catalogue, a `brand` facet), a merchant of another organisation (the stranger), a pending
 * confirmation and a pending password reset, and the real values each path or header parameter of
 * the document can take in the first merchant's scope.
 */
export async function securityTestApp() {
  // No work in the background, so a change in the database is the request's own: no sync worker
  // (a queued sync stays a row), no analytics rollup during the file. Shopify is configured, so its
  // routes check their input instead of answering 503 "not configured".
  const { app, clock, config } = await accountTestApp({
    MODULES: moduleNames.filter((name) => name !== 'sync').join(','),
    ANALYTICS_ROLLUP_INTERVAL_MS: String(60 * 60 * 1000),
    SHOPIFY_API_KEY: 'security-test-key',
    SHOPIFY_API_SECRET: 'security-test-secret',
  });
  const owner = await signUp(app);
  const pending = await signUp(app);
  const stranger = await signUp(app);
  const token = await accessTokenFor(app, owner.id);
  const asOwner = { authorization: `Bearer ${token}` };
  const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };
  const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asOwner });
  const organizationId: string = profile.json().organizations[0].uuid;
  const { site, engines } = await addSite(app, organizationId, { languages: ['en', 'es'] });
  await upsertProducts(app, site.id, clothingCatalogue());
  await replaceFacets(
    app,
    site.id,
    [{ field: 'brand', type: 'value', label: { en: 'Brand', es: 'Marca' } }],
    { userId: owner.id, email: owner.email },
  );
  const [revision] = await app.db
    .select({ id: configRevisions.id })
    .from(configRevisions)
    .where(eq(configRevisions.siteId, site.id));
  // An item of each merchandising list, for the routes that read, replace or delete one.
  const synonym = await createSynonym(app, site.id, { language: 'en', terms: ['tee', 't-shirt'] }, null);
  const redirection = await createRedirection(
    app,
    site.id,
    { language: 'en', matchingQueries: ['returns'], targetUrl: 'https://shop.example.com/returns' },
    null,
  );
  const businessRule = await createBusinessRule(
    app,
    site.id,
    { language: 'en', field: 'BRAND', type: 'BOOST', values: ['Levis'], matchingQueries: ['jeans'] },
    null,
  );
  const queryRankingRule = await createQueryRankingRule(
    app,
    site.id,
    {
      title: 'Jeans',
      criteria: { queries: ['jeans'] },
      pinnedProducts: [{ id: 'pin', fieldValue: 'p1', position: 1 }],
    },
    null,
  );
  const { document: relatedPrompt } = await savePromptDocument(
    app,
    site.id,
    { suggestionText: 'Denim for every day', pivots: { query: 'jeans' } },
    null,
  );
  const nextQueries = await createNextQueries(
    app,
    site.id,
    { language: 'en', query: 'jeans', nextQueries: ['denim jacket'], hidden: [] },
    null,
  );
  const relatedTags = await createRelatedTags(
    app,
    site.id,
    { language: 'en', query: 'jeans', tags: ['slim'], hidden: [] },
    null,
  );
  const banner = await createBanner(
    app,
    site.id,
    {
      language: 'en',
      assetUrl: 'https://cdn.example.com/denim.jpg',
      matchingQueries: ['jeans'],
      status: 'ACTIVE',
      schedule: { type: 'ALWAYS' },
    },
    null,
  );
  // A dismissed search of the no-results report, for the route that restores one.
  const [dismissal] = await app.db
    .insert(noResultsFixes)
    .values({ siteId: site.id, language: 'en', query: 'telescope', status: 'dismissed' })
    .returning({ id: noResultsFixes.id });
  // An invoice of the organisation, for the route that answers its PDF.
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      organizationId,
      number: 'PB-2026-999999',
      issuedAt: new Date('2026-01-01T00:00:00Z'),
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2026-02-01T00:00:00Z'),
      planKey: 'MINI',
      priceFrequency: 'MONTHLY',
      subtotalCents: 4900,
      vatRateBasisPoints: 2100,
      vatCents: 1029,
      totalCents: 5929,
      currency: 'EUR',
      reverseCharge: false,
      status: 'PAID',
    })
    .returning({ id: invoices.id });
  // An open invitation of the organisation, for the routes that resend or revoke one.
  const invited = await app.inject({
    method: 'POST',
    url: `/account/v1/organizations/${organizationId}/invite`,
    headers: asOwner,
    payload: { email: 'invited@example.com', role: 'admin' },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const reset = await app.inject({
    method: 'POST',
    url: '/account/v1/password-resets',
    headers: { 'x-forwarded-for': freshAddress() },
    payload: { email: owner.email },
  });
  if (reset.statusCode >= 300) throw new Error(`password reset failed: ${reset.body}`);
  await outboxDelivered(app);
  const [mail] = await app.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
  const demoProduct = app.demoShop?.catalog.all().next().value;
  const home = await app.inject({ method: 'GET', url: '/demo-shop/' });
  const demoCategory = /\/demo-shop\/c\/([\w-]+)/.exec(home.body)?.[1] ?? '';
  const values = {
    organization: organizationId,
    user: owner.id,
    site: site.id,
    engine: engines[0]!.id,
    instance: site.instance,
    facet: 'brand',
    revision: revision!.id,
    synonym: synonym.id!,
    redirection: redirection.id!,
    banner: banner.id!,
    businessRule: businessRule.id!,
    queryRankingRule: queryRankingRule.id!,
    relatedPrompt: relatedPrompt.id,
    nextQueries: nextQueries.id!,
    relatedTags: relatedTags.id!,
    fix: dismissal!.id,
    invoice: invoice!.id,
    invitation: invited.json<{ id: string }>().id,
    connectorToken: site.securityKey,
    confirmation: await lastTokenSentTo(app, pending.email, 'confirmations'),
    passwordReset: await lastTokenSentTo(app, owner.email, 'reset-password'),
    mail: mail!.id,
    demoProduct: demoProduct?.id ?? '',
    demoCategory,
  };
  return { app, clock, config, owner, token, asOwner, asStranger, organizationId, site, engines, values };
}

export type ScopeValues = Awaited<ReturnType<typeof securityTestApp>>['values'];

/**
 * The real value of a path or header parameter in the merchant's scope, so requests reach the
 * validation and the handler rather than stopping at 404: by the parameter's name, or for a bare
 * `id` by the path segment before it. A parameter no rule knows fails loudly: a new route with a new
 * kind of id must say here which real id it takes.
 */
export function scopeValue(operation: Operation, parameter: Parameter, values: ScopeValues): string {
  const { name } = parameter;
  const enumValue = parameter.schema.enum?.[0];
  if (typeof enumValue === 'string') return enumValue;
  const segments = operation.path.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  const byName: Record<string, string> = {
    organizationId: values.organization,
    siteId: values.site,
    engineId: values.engine,
    instance: values.instance,
    facet: values.facet,
    revisionId: values.revision,
    // The Facets API's default configuration: every site has it.
    configId: 'default',
    promptId: values.relatedPrompt,
    fixId: values.fix,
    inviteId: values.invitation,
    'connector-token': values.connectorToken,
    token: operation.path.includes('password-resets') ? values.passwordReset : values.confirmation,
    // The connectors' path patterns (`^(prestashop|...|custom)$`, `^\d+(\.\d+){0,3}$`).
    type: 'custom',
    version: '1.0.0',
    // The reference shop's pages: a real product, category and image; cart lines are per cookie.
    slug: values.demoCategory,
    file: `${values.demoProduct}.svg`,
    lineId: crypto.randomUUID(),
    // Users and roles administration (/management/v1): the owner, one of their assignments' ids, a role.
    userId: values.user,
    assignmentId: crypto.randomUUID(),
    roleId: '5',
    invoiceId: values.invoice,
    // A feature flag of spec 1 §6 (/management/v1/flags/{name}).
    name: 'PLAY_USAGE',
  };
  const byIdSegment: Record<string, string> = {
    organizations: values.organization,
    sites: values.site,
    site: values.site,
    engines: values.engine,
    synonyms: values.synonym,
    redirections: values.redirection,
    banners: values.banner,
    'business-rules': values.businessRule,
    'next-queries': values.nextQueries,
    'related-tags': values.relatedTags,
    query_ranking: values.queryRankingRule,
    mailbox: values.mail,
    p: values.demoProduct,
    order: crypto.randomUUID(),
  };
  const value = name === 'id' ? byIdSegment[before] : byName[name];
  if (value === undefined) {
    throw new Error(
      `no real value for ${parameter.in} parameter ${name} of ${operation.name}: add one to scopeValue`,
    );
  }
  return value;
}

/** The tables of the application schema. */
/**
 * Tables derived from tracking on their own schedule, which no caller changes: a site's popular
 * searches and learned next queries are built when its engines load and find them due, whoever's
 * request loaded them.
 */
const derivedTables = new Set(['popular_search_builds', 'popular_searches', 'learned_next_queries']);

async function applicationTables(app: App): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    app.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !derivedTables.has(name));
}

/** The next transaction id PostgreSQL will assign: it moves whenever any transaction writes. */
async function nextTransactionId(app: App): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    app.db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return row!.next;
}

/**
 * The operation's path with each path parameter at its real value in the merchant's scope
 * ({@link scopeValue}); a name the document does not declare as a parameter stays as it is.
 */
export function scopedPath(operation: Operation, values: ScopeValues): string {
  return operation.path.replaceAll(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    return encodeURIComponent(parameter ? scopeValue(operation, parameter, values) : name);
  });
}

/**
 * Tells whether a request changed the database. "Changed nothing" means the rows of every table
 * of the application schema are the same before and after: nothing written, updated or deleted
 * (a digest of each table's rows). The job queue's own schema (pg-boss) is not read: its maintenance
 * writes on its own clock; nor are the tables derived from tracking on a schedule. Tracking events wait in memory before they are written, so the buffer is
 * flushed before each reading. Reading every table is the slow part, so it is skipped when no
 * transaction has written since the last reading (the next transaction id has not moved).
 */
export async function databaseWatch(app: App) {
  const tables = await applicationTables(app);
  const digestQuery = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${table}" t`,
      )
      .join(' union all '),
  );
  let last: { transaction: string; digests: Map<string, string> } | undefined;

  async function read(): Promise<Map<string, string>> {
    await app.trackingBuffer.flush();
    const transaction = await nextTransactionId(app);
    if (last?.transaction === transaction) return last.digests;
    const rows = await queryRows<{ name: string; digest: string }>(app.db, digestQuery);
    // Kept with the id read before the digest: a write while it was read moves the id, so the
    // next reading digests again instead of trusting this one.
    last = { transaction, digests: new Map(rows.map((row) => [row.name, row.digest])) };
    return last.digests;
  }

  return {
    /** The tables whose rows `action` changed; empty when it changed nothing. */
    async changedBy<T>(action: () => Promise<T>): Promise<{ result: T; changed: string[] }> {
      const before = await read();
      const result = await action();
      const after = await read();
      const changed = [...after.keys()].filter((table) => before.get(table) !== after.get(table));
      return { result, changed };
    },
  };
}
