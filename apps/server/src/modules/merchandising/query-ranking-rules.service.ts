import {
  DomainError,
  findConflictingRules,
  fromLegacyRule,
  fromRuleBody,
  isHiddenElementValid,
  isRankingElementValid,
  isScheduleValid,
  normalizeTerm,
  planRuleSave,
  queryRankingRuleInputSchema,
  queryRankingRuleWriteSchema,
  ruleProblems,
  serializeDate,
  toLegacyRule,
  toRuleBody,
  type LegacyRule,
  type Platform,
  type QueryRankingListQuery,
  type QueryRankingRule,
  type QueryRankingRuleDocument,
  type QueryRankingRuleInput,
  type QueryRankingRuleList,
  type RuleConflict,
} from '@playboard/domain';
import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { roles } from '../../db/schema/index.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { createQueryRankingRulesRepo } from './query-ranking-rules.repo.ts';
import { platformOf } from './site-platform.ts';

const items = itemKind('queryRankingRule', createQueryRankingRulesRepo, queryRankingRuleInputSchema);

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/** Why an element of a rule cannot be saved (spec 2 §5), in the words of the rule it breaks. */
function elementProblem(
  element: QueryRankingRule['productsRanking'][number] | QueryRankingRule['hiddenProducts'][number],
  platform: Platform,
): string {
  const valid =
    element.action === 'HIDE'
      ? isHiddenElementValid(element, platform)
      : isRankingElementValid(element, platform);
  if (valid) return '';
  if (element.fieldValue.trim() === '') return 'fieldValue is empty';
  if (!isScheduleValid(element.schedule)) return 'schedule: activationDate must be before deactivationDate';
  return `fieldName ${element.fieldName} is neither PRODUCT_ID nor a rule field of ${platform} sites`;
}

/**
 * Spec 2 §4, §5: the search or browse conditions hold, the rule is not empty, every ranking,
 * hidden and pinned element is valid and none overlaps another with the same field and value. A
 * broken rule answers 400 naming what breaks it.
 */
function assertValid(rule: QueryRankingRule, platform: Platform): void {
  const problems = ruleProblems(rule, platform);
  if (problems.conditions) {
    throw badRequest(
      rule.endpointId === 'search'
        ? 'criteria: a search rule has no browseField or browseValue'
        : 'criteria: a browse rule has no queries, and either none or both of a browse field (CATEGORY, BRAND) and a browse value',
    );
  }
  if (problems.empty) throw badRequest('body: a rule ranks, hides or pins at least one element');
  const lists = {
    productsRanking: rule.productsRanking,
    attributesRanking: rule.attributesRanking,
    hiddenProducts: rule.hiddenProducts,
    hiddenAttributes: rule.hiddenAttributes,
  };
  for (const [list, elements] of Object.entries(lists)) {
    elements.forEach((element, index) => {
      const problem = elementProblem(element, platform);
      if (problem) throw badRequest(`${list}.${index}: ${problem}`);
    });
  }
  rule.pinnedProducts.forEach((pin, index) => {
    if (pin.fieldValue.trim() === '') throw badRequest(`pinnedProducts.${index}: fieldValue is empty`);
    if (!isScheduleValid(pin.schedule)) {
      throw badRequest(`pinnedProducts.${index}: schedule: activationDate must be before deactivationDate`);
    }
  });
  if (problems.conflictingElements.length > 0) {
    throw badRequest(
      `elements ${problems.conflictingElements.join(', ')}: the same field and value overlap in filters and schedule`,
    );
  }
}

/**
 * Spec 2 §8: a save that conflicts with saved rules answers 409 listing them (ids and queries). The
 * rule writes of a site wait for each other here, so two conflicting saves cannot both pass.
 */
async function assertNoConflict(tx: Database, siteId: string, rule: QueryRankingRule): Promise<void> {
  await lockList(tx, 'queryRankingRules', siteId);
  const conflicts = findConflictingRules(rule, await createQueryRankingRulesRepo(tx, { siteId }).list());
  if (conflicts.length === 0) return;
  const named = conflicts
    .map((conflict) => `${conflict.id} (${conflict.queries.join(', ') || 'every request'})`)
    .join('; ');
  throw new DomainError('global-409', `The rule conflicts with saved rules: ${named}`, {
    status: 409,
    details: { conflicts },
  });
}

/** The conflicting rules a 409 of {@link assertNoConflict} lists. */
export function conflictsOf(error: DomainError): RuleConflict[] | undefined {
  const details = error.details as { conflicts?: RuleConflict[] } | undefined;
  return error.status === 409 ? details?.conflicts : undefined;
}

/**
 * restrictedRoles (spec 2 §3, §6): only a caller holding one of a rule's restricted roles changes
 * it, and a caller restricting a rule keeps one of their roles in the list, else no one they know
 * could change it again. `roles` undefined: a call from inside the server (seed, history), no check.
 */
function assertMayChange(
  rule: Pick<QueryRankingRule, 'restrictedRoles' | 'id'>,
  roles: readonly string[] | undefined,
  what: 'stored' | 'new',
): void {
  if (roles === undefined || rule.restrictedRoles.length === 0) return;
  if (rule.restrictedRoles.some((role) => roles.includes(role))) return;
  const list = rule.restrictedRoles.join(', ');
  throw new DomainError(
    'global-403',
    what === 'stored'
      ? `Rule ${rule.id ?? ''} is restricted to the roles ${list}`
      : `restrictedRoles: keep one of your roles (${roles.join(', ')}) among ${list}, or you could not change the rule again`,
    { status: 403 },
  );
}

/**
 * restrictedRoles name roles that exist (`GET /management/v1/roles`): an unknown one, a typo, would
 * lock the rule for everybody. Checked on the API's writes.
 */
async function assertRolesKnown(db: Database, rule: QueryRankingRule, writer: RuleWriter): Promise<void> {
  if (writer.roles === undefined || rule.restrictedRoles.length === 0) return;
  const known = new Set(
    (await db.select({ key: roles.key }).from(roles).where(inArray(roles.key, rule.restrictedRoles))).map(
      (row) => row.key,
    ),
  );
  const unknown = rule.restrictedRoles.filter((role) => !known.has(role));
  if (unknown.length > 0) throw badRequest(`restrictedRoles: no role ${unknown.join(', ')}`);
}

/** What a write of the API carries: who, with which roles on the site. */
export interface RuleWriter {
  readonly actor: Actor | null;
  /** The caller's roles on the site; undefined for calls from inside the server. */
  readonly roles?: readonly string[] | undefined;
}

/** The rule with the metadata of this write: created kept, updated now, the author the writer. */
function stamped(
  rule: QueryRankingRule,
  actor: Actor | null,
  stored?: QueryRankingRule,
): QueryRankingRuleInput {
  const { id: _id, ...input } = rule;
  const now = serializeDate(new Date()) ?? undefined;
  return {
    ...input,
    metadata: {
      created: stored?.metadata?.created ?? rule.metadata?.created ?? now,
      updated: now,
      ...(actor
        ? { author: actor.email }
        : stored?.metadata?.author
          ? { author: stored.metadata.author }
          : {}),
    },
  };
}

/** A rule brought back by a revert keeps the rules: it may not conflict with the saved ones. */
export const queryRankingRuleKind: VersionedKind = {
  ...items,
  async restore(tx, siteId, id, value) {
    if (value !== undefined) {
      await assertNoConflict(tx, siteId, { ...queryRankingRuleInputSchema.parse(value), id });
    }
    await items.restore(tx, siteId, id, value);
  },
};

export async function listQueryRankingRules(db: Database, siteId: string): Promise<QueryRankingRule[]> {
  return createQueryRankingRulesRepo(db, { siteId }).list();
}

export async function getQueryRankingRule(
  db: Database,
  siteId: string,
  id: string,
): Promise<QueryRankingRule> {
  const rule = await createQueryRankingRulesRepo(db, { siteId }).find(id);
  if (!rule) throw notFound('Query ranking rule', id);
  return rule;
}

async function insertRule(
  store: Store,
  siteId: string,
  rule: QueryRankingRule,
  writer: RuleWriter,
): Promise<QueryRankingRule> {
  assertValid(rule, await platformOf(store.db, siteId));
  await assertRolesKnown(store.db, rule, writer);
  assertMayChange(rule, writer.roles, 'new');
  return writeConfig(
    store,
    {
      siteId,
      kind: queryRankingRuleKind,
      entityId: (item: QueryRankingRule) => item.id!,
      actor: writer.actor,
    },
    async (tx) => {
      await assertNoConflict(tx, siteId, rule);
      return createQueryRankingRulesRepo(tx, { siteId }).insert(stamped(rule, writer.actor));
    },
  );
}

async function replaceRule(
  store: Store,
  siteId: string,
  id: string,
  rule: QueryRankingRule,
  writer: RuleWriter,
): Promise<QueryRankingRule> {
  const platform = await platformOf(store.db, siteId);
  return writeConfig(
    store,
    { siteId, kind: queryRankingRuleKind, entityId: id, actor: writer.actor },
    async (tx) => {
      const repo = createQueryRankingRulesRepo(tx, { siteId });
      const stored = await repo.find(id);
      if (!stored) throw notFound('Query ranking rule', id);
      assertMayChange(stored, writer.roles, 'stored');
      assertValid(rule, platform);
      await assertRolesKnown(tx, rule, writer);
      assertMayChange(rule, writer.roles, 'new');
      await assertNoConflict(tx, siteId, { ...rule, id });
      const saved = await repo.update(id, stamped(rule, writer.actor, stored));
      if (!saved) throw notFound('Query ranking rule', id);
      return saved;
    },
  );
}

async function removeRule(store: Store, siteId: string, id: string, writer: RuleWriter): Promise<void> {
  await writeConfig(
    store,
    { siteId, kind: queryRankingRuleKind, entityId: id, actor: writer.actor },
    async (tx) => {
      const repo = createQueryRankingRulesRepo(tx, { siteId });
      const stored = await repo.find(id);
      if (!stored) throw notFound('Query ranking rule', id);
      assertMayChange(stored, writer.roles, 'stored');
      await repo.remove(id);
    },
  );
}

/** Creates a rule given in the stored form (the seed's, the tests'). */
export async function createQueryRankingRule(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<QueryRankingRule> {
  return insertRule(store, siteId, parseInput(queryRankingRuleInputSchema, input), { actor });
}

/** Replaces a rule given in the stored form. */
export async function updateQueryRankingRule(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<QueryRankingRule> {
  return replaceRule(store, siteId, id, parseInput(queryRankingRuleInputSchema, input), { actor });
}

export async function deleteQueryRankingRule(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await removeRule(store, siteId, id, { actor });
}

/** A POST / PUT body of the API (spec 2 §3, or the legacy format) read into the editable rule. */
function fromWriteBody(input: unknown, id?: string): QueryRankingRule {
  const body = parseInput(queryRankingRuleWriteSchema, input);
  if ('context' in body) {
    const { id: _legacyId, ...legacy } = body;
    return { ...fromLegacyRule(legacy), ...(id ? { id } : {}) };
  }
  // A body's lists take any action; an element in the wrong list (a HIDE among the rankings, a
  // BOOST among the hidden items) does not read into a rule: 400 naming it.
  try {
    return fromRuleBody(body, id);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    throw badRequest(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
}

/** The rule as the API answers it (spec 2 §3): the body form, its id and metadata, null when not set. */
export function toRuleDocument(rule: QueryRankingRule): QueryRankingRuleDocument {
  const body = toRuleBody(rule, { pinningEnabled: true });
  return {
    id: rule.id!,
    metadata: {
      created: serializeDate(rule.metadata?.created),
      updated: serializeDate(rule.metadata?.updated),
      author: rule.metadata?.author ?? null,
    },
    ...body,
    pinnedProducts: body.pinnedProducts ?? [],
  };
}

/** POST (spec 2 §4: no id, created). */
export async function createRuleFromBody(
  store: Store,
  siteId: string,
  input: unknown,
  writer: RuleWriter,
): Promise<QueryRankingRuleDocument> {
  return toRuleDocument(await insertRule(store, siteId, fromWriteBody(input), writer));
}

/**
 * PUT by id (spec 2 §4 save plan): a rule with nothing left in it (no rankings, hidden items or
 * pins) is deleted (`undefined`), one with content is updated.
 */
export async function saveRuleFromBody(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  writer: RuleWriter,
): Promise<QueryRankingRuleDocument | undefined> {
  const rule = fromWriteBody(input, id);
  const plan = planRuleSave(rule);
  if (plan.kind === 'delete') {
    await removeRule(store, siteId, id, writer);
    return undefined;
  }
  return toRuleDocument(await replaceRule(store, siteId, id, rule, writer));
}

/** DELETE by id. */
export async function deleteRuleById(
  store: Store,
  siteId: string,
  id: string,
  writer: RuleWriter,
): Promise<void> {
  await removeRule(store, siteId, id, writer);
}

/** GET by id: the rule, or with `legacy` in the legacy format (spec 2 §3). */
export async function readRule(
  db: Database,
  siteId: string,
  id: string,
  format: 'current' | 'legacy',
): Promise<QueryRankingRuleDocument | LegacyRule> {
  const rule = await getQueryRankingRule(db, siteId, id);
  return format === 'legacy' ? toLegacyRule(rule) : toRuleDocument(rule);
}

const contains = (text: string | undefined, query: string) => normalizeTerm(text ?? '').includes(query);
const equals = (text: string | undefined, query: string) => normalizeTerm(text ?? '') === query;

/** Whether a rule passes a `name:value` filter: `enabled:true|false`, or a pivot holding the value. */
function passesFilter(rule: QueryRankingRule, filter: string): boolean {
  const at = filter.indexOf(':');
  const name = filter.slice(0, at);
  const value = filter.slice(at + 1).trim();
  if (name === 'enabled') return String(rule.criteria.enabled) === value.toLowerCase();
  return rule.criteria.pivots.some((pivot) => pivot.name === name && pivot.values.includes(value));
}

const sortKeys = {
  updated: (rule: QueryRankingRule) => rule.metadata?.updated ?? '',
  created: (rule: QueryRankingRule) => rule.metadata?.created ?? '',
  title: (rule: QueryRankingRule) => rule.title.toLocaleLowerCase(),
} as const;

/**
 * GET list (spec 2 §7): the rules the query finds, sorted and paged; `numFound` counts them all.
 * The query is found in a rule's title, queries or browse value (with strictMatching: equal to one
 * of its queries or its browse value); filters all hold; defaultFlag keeps the rules for every
 * request only; endpointId keeps that endpoint's.
 */
export async function listRules(
  db: Database,
  siteId: string,
  query: QueryRankingListQuery,
): Promise<QueryRankingRuleList> {
  const text = query.query ? normalizeTerm(query.query) : '';
  const found = (await listQueryRankingRules(db, siteId)).filter((rule) => {
    if (query.endpointId && rule.endpointId !== query.endpointId) return false;
    if (query.defaultFlag && (rule.criteria.queries.length > 0 || rule.criteria.browseValue)) return false;
    if (!(query.filters ?? []).every((filter) => passesFilter(rule, filter))) return false;
    if (text === '') return true;
    const match = query.strictMatching ? equals : contains;
    return (
      rule.criteria.queries.some((candidate) => match(candidate, text)) ||
      match(rule.criteria.browseValue, text) ||
      (!query.strictMatching && contains(rule.title, text))
    );
  });
  const key = sortKeys[query['sort.field']];
  const direction = query['sort.direction'] === 'asc' ? 1 : -1;
  found.sort((a, b) => direction * key(a).localeCompare(key(b)) || (a.id ?? '').localeCompare(b.id ?? ''));
  const start = query.page * query.size;
  return { results: found.slice(start, start + query.size).map(toRuleDocument), numFound: found.length };
}
