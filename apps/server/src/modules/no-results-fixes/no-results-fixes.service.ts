import {
  addDays,
  DomainError,
  localDay,
  NO_RESULTS_FIX_BEFORE_DAYS,
  normalizeTerm,
  type FixWindow,
  type NoResultsFix,
  type NoResultsFixPage,
  type NoResultsProposal,
  type NoResultsQuery,
  type RedirectionFixInput,
  type SynonymFixInput,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../plugins/changes.ts';
import { searchesInWindows, type QueryWindow } from '../analytics/index.ts';
import type { Actor } from '../history/index.ts';
import { createRedirection, createSynonym } from '../merchandising/index.ts';
import type { LiveEngine } from '../search/index.ts';
import { createNoResultsFixesRepo, type StoredFix } from './no-results-fixes.repo.ts';
import { propose } from './proposal.ts';

/** What the fixes need of the app: the database, the live indexes, the clock. */
export interface FixesDeps extends Store {
  indexes: FastifyInstance['searchIndexes'];
  clock: () => Date;
}

/** The site as its routes resolved it. */
export interface FixSite {
  id: string;
  url: string;
  timeZone: string;
}

/** The live engine of a language; 400 when the site has no search in it. */
async function liveEngine(deps: FixesDeps, siteId: string, language: string) {
  const engine: LiveEngine | undefined = await deps.indexes.engine(siteId, language);
  if (engine?.language.toLowerCase() !== language.toLowerCase()) {
    throw new DomainError('global-400', `language: the site has no search in ${language}`, { status: 400 });
  }
  return engine;
}

/** A proposal for a query, made from the catalogue and measured on the live index; nothing is stored. */
export async function proposeFix(
  deps: FixesDeps,
  site: FixSite,
  { language, query }: NoResultsQuery,
): Promise<NoResultsProposal> {
  const engine = await liveEngine(deps, site.id, language);
  return propose({ index: engine.index, saved: engine.config, language, shopUrl: site.url }, query);
}

/** A fix as answered: an accepted one with its figures filled in by the list. */
const withoutFigures = (fix: StoredFix): NoResultsFix => ({ ...fix, figures: null });

/**
 * Saves the accepted synonym group or redirection through merchandising (its rules and error
 * codes) and records it as the query's fix. A query fixed already answers its fix and saves
 * nothing again (`created: false`): a double submit makes one group.
 */
export async function acceptFix(
  deps: FixesDeps,
  siteId: string,
  fix: ({ kind: 'synonym' } & SynonymFixInput) | ({ kind: 'redirection' } & RedirectionFixInput),
  actor: Actor | null,
): Promise<{ fix: NoResultsFix; created: boolean }> {
  const repo = createNoResultsFixesRepo(deps.db, { siteId });
  const query = normalizeTerm(fix.query);
  const known = await repo.findByQuery(fix.value.language, query);
  if (known?.status === 'accepted') return { fix: withoutFigures(known), created: false };
  const saved =
    fix.kind === 'synonym'
      ? await createSynonym(deps, siteId, fix.value, actor).then((group) => ({
          entityId: group.id!,
          terms: group.terms,
          targetUrl: null,
        }))
      : await createRedirection(deps, siteId, fix.value, actor).then((redirection) => ({
          entityId: redirection.id!,
          terms: redirection.matchingQueries,
          targetUrl: redirection.targetUrl,
        }));
  const recorded = await repo.decide(
    { language: fix.value.language, query, status: 'accepted', kind: fix.kind, ...saved },
    deps.clock(),
  );
  return { fix: withoutFigures(recorded), created: true };
}

/** Records that the merchant does not want to fix a query; dismissing it again changes nothing. */
export async function dismissFix(
  deps: FixesDeps,
  siteId: string,
  { language, query: searched }: NoResultsQuery,
): Promise<{ fix: NoResultsFix; created: boolean }> {
  const repo = createNoResultsFixesRepo(deps.db, { siteId });
  const query = normalizeTerm(searched);
  const known = await repo.findByQuery(language, query);
  if (known?.status === 'dismissed') return { fix: withoutFigures(known), created: false };
  if (known) {
    throw new DomainError(
      'global-409',
      `The search "${query}" is fixed already: delete its ${known.kind} ${known.entityId} to undo the fix`,
      { status: 409 },
    );
  }
  const recorded = await repo.decide(
    { language, query, status: 'dismissed', kind: null, entityId: null, terms: [], targetUrl: null },
    deps.clock(),
  );
  return { fix: withoutFigures(recorded), created: true };
}

/** Brings a dismissed query back to the report; an accepted fix is undone by deleting what it saved. */
export async function restoreFix(deps: FixesDeps, siteId: string, fixId: string): Promise<void> {
  const repo = createNoResultsFixesRepo(deps.db, { siteId });
  const known = await repo.find(fixId);
  if (!known) throw new DomainError('global-404', `Fix ${fixId} not found`, { status: 404 });
  if (known.status === 'accepted') {
    throw new DomainError(
      'global-409',
      `The search "${known.query}" is fixed: delete its ${known.kind} ${known.entityId} to undo the fix`,
      { status: 409 },
    );
  }
  await repo.remove(fixId);
}

/**
 * The days of an accepted fix's figures, in the site's time zone: before, the
 * {@link NO_RESULTS_FIX_BEFORE_DAYS} days up to its day (on which the merchant mostly fixed what the
 * report showed of it); after, the whole days since (none yet on the day itself).
 */
function windowsOf(
  fix: StoredFix,
  timeZone: string,
  today: string,
): { before: QueryWindow; after?: QueryWindow } {
  const day = localDay(new Date(fix.decidedAt), timeZone);
  const before = { query: fix.query, from: addDays(day, 1 - NO_RESULTS_FIX_BEFORE_DAYS), to: day };
  return day < today ? { before, after: { query: fix.query, from: addDays(day, 1), to: today } } : { before };
}

/** The decisions of a language, latest first; accepted ones with their figures before and after. */
export async function listFixes(
  deps: FixesDeps,
  site: FixSite,
  query: { language: StoredFix['language']; limit: number; offset: number },
): Promise<NoResultsFixPage> {
  const { items, total } = await createNoResultsFixesRepo(deps.db, { siteId: site.id }).page(
    query.language,
    query.limit,
    query.offset,
  );
  const accepted = items.filter((fix) => fix.status === 'accepted');
  if (accepted.length === 0) return { fixes: items.map(withoutFigures), total };
  const today = localDay(deps.clock(), site.timeZone);
  const windows = accepted.map((fix) => windowsOf(fix, site.timeZone, today));
  const asked = windows.flatMap(({ before, after }) => (after ? [before, after] : [before]));
  const sums = await searchesInWindows(deps.db, { siteId: site.id, language: query.language }, asked);
  const engine = await liveEngine(deps, site.id, query.language).catch(() => undefined);
  let next = 0;
  const figures = new Map<string, NoResultsFix['figures']>();
  accepted.forEach((fix, i) => {
    const { before, after } = windows[i]!;
    const figuresOf = (window: QueryWindow): FixWindow => ({
      from: window.from,
      to: window.to,
      ...sums[next++]!,
    });
    const total = engine
      ? engine.index.search({ query: fix.query, rows: 0, facets: false, partials: false }, engine.config)
          .total
      : 0;
    figures.set(fix.id, { before: figuresOf(before), after: after ? figuresOf(after) : null, total });
  });
  return { fixes: items.map((fix) => ({ ...fix, figures: figures.get(fix.id) ?? null })), total };
}
