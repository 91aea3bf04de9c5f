import {
  bannedWordIn,
  normalizeTerm,
  type LearnedNextQuery,
  type NextQueriesListQuery,
  type NextQueriesPage,
  type PopularSearch,
  type PopularSearchBuild,
  type PopularSearchListQuery,
  type PopularSearchPage,
} from '@playboard/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  learnedNextQueries,
  popularSearchBuilds,
  popularSearches,
  type PopularSearchBuildRow,
} from '../../db/schema/index.ts';
import { getSuggestionRules, listNextQueries } from '../merchandising/index.ts';
import { buildPopularSearches, languageOfKey, type NextQueryCandidate } from './popular-searches.build.ts';

/** How soon a build that kept nothing is followed by the next. */
const EMPTY_RETRY_MS = 60_000;

/** One stored popular search, before the banned words of now are applied. */
export interface StoredPopularSearch {
  query: string;
  searches: number;
  sessions: number;
  misspellings: string[];
}

function toBuild(row: PopularSearchBuildRow): PopularSearchBuild {
  return {
    language: languageOfKey(row.language),
    builtAt: row.builtAt.toISOString(),
    durationMs: row.durationMs,
    trigger: row.trigger,
    rules: row.rules,
    searchesRead: row.searchesRead,
    kept: row.kept,
    nextQueries: row.nextQueries,
    dropped: row.dropped,
    examples: row.examples,
  };
}

/**
 * Builds and reads each site's popular searches: a build runs when one is asked for, or when the
 * stored one is older than `everyMs` as the search engines read them; asking again while one runs
 * shares it. A language is keyed in lower case, as the engines key theirs.
 */
export class PopularSearchBuilds {
  readonly #db: Database;
  readonly #everyMs: number;
  readonly #reportError: (error: unknown) => void;
  readonly #running = new Map<string, Promise<PopularSearchBuild>>();

  /** `reportError` hears of a build due that failed while the engines kept the stored searches. */
  constructor(db: Database, everyMs: number, reportError: (error: unknown) => void = () => undefined) {
    this.#db = db;
    this.#everyMs = everyMs;
    this.#reportError = reportError;
  }

  /** Waits for the builds running (a closing server lets them finish before its database closes). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.#running.values());
  }

  /** Builds one language's popular searches of a site now, or joins the build already running. */
  build(
    siteId: string,
    language: string,
    trigger: PopularSearchBuild['trigger'],
  ): Promise<PopularSearchBuild> {
    const key = `${siteId}/${language.toLowerCase()}`;
    const running = this.#running.get(key);
    if (running) return running;
    const build = buildPopularSearches(this.#db, siteId, language.toLowerCase(), trigger).finally(() =>
      this.#running.delete(key),
    );
    this.#running.set(key, build);
    return build;
  }

  /** The last build of one language, if any. */
  async last(siteId: string, language: string): Promise<PopularSearchBuild | undefined> {
    const [row] = await this.#db
      .select()
      .from(popularSearchBuilds)
      .where(
        and(eq(popularSearchBuilds.siteId, siteId), eq(popularSearchBuilds.language, language.toLowerCase())),
      );
    return row && toBuild(row);
  }

  /**
   * When the schedule builds after this build: `everyMs` later, or a minute later while the site
   * has no popular search yet, so a new shop's first searches show within minutes, not hours.
   */
  nextBuildAt(build: PopularSearchBuild): string {
    const empty = build.kept + build.dropped.banned === 0;
    return new Date(
      Date.parse(build.builtAt) + (empty ? Math.min(EMPTY_RETRY_MS, this.#everyMs) : this.#everyMs),
    ).toISOString();
  }

  /**
   * The stored popular searches (most searched first) and learned next queries (each query's
   * highest lift first), built first when a language has none yet. A build due later runs beside
   * the engines, which keep the stored ones until the next stats refresh reads its result: over
   * millions of events it takes a minute, too long for a search or a save to wait.
   */
  async current(
    siteId: string,
    language: string,
  ): Promise<{ popular: StoredPopularSearch[]; next: Map<string, NextQueryCandidate[]> }> {
    const last = await this.last(siteId, language);
    if (!last) await this.build(siteId, language, 'schedule');
    else if (Date.now() >= Date.parse(this.nextBuildAt(last)))
      this.build(siteId, language, 'schedule').catch(this.#reportError);
    const [popular, next] = await Promise.all([
      this.stored(siteId, language),
      this.learnedNext(siteId, language),
    ]);
    return { popular, next };
  }

  /** The next queries the last build learned, by query (normalised), each query's highest lift first. */
  async learnedNext(siteId: string, language: string): Promise<Map<string, NextQueryCandidate[]>> {
    const rows = await this.#db
      .select({
        query: learnedNextQueries.query,
        nextQuery: learnedNextQueries.nextQuery,
        sessions: learnedNextQueries.sessions,
        lift: learnedNextQueries.lift,
      })
      .from(learnedNextQueries)
      .where(
        and(eq(learnedNextQueries.siteId, siteId), eq(learnedNextQueries.language, language.toLowerCase())),
      )
      .orderBy(learnedNextQueries.query, desc(learnedNextQueries.lift), learnedNextQueries.nextQuery);
    const byQuery = new Map<string, NextQueryCandidate[]>();
    for (const row of rows) {
      const key = normalizeTerm(row.query);
      const list = byQuery.get(key);
      if (list) list.push(row);
      else byQuery.set(key, [row]);
    }
    return byQuery;
  }

  /** A page of the stored popular searches, each with its state under the banned words of now. */
  async page(siteId: string, query: PopularSearchListQuery): Promise<PopularSearchPage> {
    const [build, stored, rules] = await Promise.all([
      this.last(siteId, query.language),
      this.stored(siteId, query.language),
      getSuggestionRules(this.#db, siteId),
    ]);
    const text = query.q?.trim().toLowerCase();
    const items = stored
      .map((entry): PopularSearch => {
        const bannedBy = bannedWordIn(entry.query, rules.bannedWords);
        return bannedBy === undefined
          ? { ...entry, state: 'learned' }
          : { ...entry, state: 'banned', bannedBy };
      })
      .filter((entry) => (text ? entry.query.includes(text) : true))
      .filter((entry) => (query.state ? entry.state === query.state : true));
    const direction = query.order === 'asc' ? 1 : -1;
    items.sort((a, b) => {
      const order = query.sort === 'query' ? a.query.localeCompare(b.query) : a[query.sort] - b[query.sort];
      return direction * order || a.query.localeCompare(b.query);
    });
    return {
      build: build ?? null,
      nextBuildAt: build ? this.nextBuildAt(build) : null,
      items: items.slice(query.offset, query.offset + query.limit),
      total: items.length,
    };
  }

  /**
   * A page of the queries with next queries: those the merchant set (alphabetically), then those
   * only learned (the most sessions first), each learned one shown, hidden or banned now.
   */
  async nextQueriesPage(siteId: string, query: NextQueriesListQuery): Promise<NextQueriesPage> {
    const [curated, learned, rules] = await Promise.all([
      listNextQueries(this.#db, siteId),
      this.learnedNext(siteId, query.language),
      getSuggestionRules(this.#db, siteId),
    ]);
    const own = new Map(
      curated
        .filter((entry) => entry.language === query.language)
        .map((entry) => [normalizeTerm(entry.query), entry] as const),
    );
    const sessions = (key: string) =>
      (learned.get(key) ?? []).reduce((sum, entry) => sum + entry.sessions, 0);
    const keys = [
      ...[...own.keys()].sort((a, b) => a.localeCompare(b)),
      ...[...learned.keys()]
        .filter((key) => !own.has(key))
        .sort((a, b) => sessions(b) - sessions(a) || a.localeCompare(b)),
    ];
    const text = query.q?.trim().toLowerCase();
    const found = text ? keys.filter((key) => key.includes(text)) : keys;
    return {
      items: found.slice(query.offset, query.offset + query.limit).map((key) => {
        const entry = own.get(key);
        const hidden = new Set((entry?.hidden ?? []).map(normalizeTerm));
        return {
          query: entry?.query ?? key,
          curated: entry ?? null,
          learned: (learned.get(key) ?? []).map((next): LearnedNextQuery => ({
            query: next.nextQuery,
            sessions: next.sessions,
            lift: Number(next.lift.toFixed(2)),
            state: hidden.has(normalizeTerm(next.nextQuery))
              ? 'hidden'
              : bannedWordIn(next.nextQuery, rules.bannedWords) === undefined
                ? 'shown'
                : 'banned',
          })),
        };
      }),
      total: found.length,
    };
  }

  /** The popular searches the last build of a language stored, most searched first. */
  async stored(siteId: string, language: string): Promise<StoredPopularSearch[]> {
    return this.#db
      .select({
        query: popularSearches.query,
        searches: popularSearches.searches,
        sessions: popularSearches.sessions,
        misspellings: popularSearches.misspellings,
      })
      .from(popularSearches)
      .where(and(eq(popularSearches.siteId, siteId), eq(popularSearches.language, language.toLowerCase())))
      .orderBy(desc(popularSearches.searches), popularSearches.query);
  }
}
