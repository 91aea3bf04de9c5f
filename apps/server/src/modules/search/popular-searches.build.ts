// Popular searches learned from a site's own searches (issue 34), as the best engines build their
// query suggestions: a search counts under what the engine searched (a corrected misspelling under
// its correction), and it is kept when it found products, enough distinct sessions typed it in the
// look-back window, and a click or an add to the cart followed it in one of them. Next queries are
// what those sessions searched right after a query and found, ranked by lift (how much likelier
// after this query than after any), not by how often: "jeans" then "t-shirt" is common after
// everything. A build stores what it kept and what it left out and why; banned words and the
// merchant's hidden next queries apply again whenever they are read.
import {
  bannedWordIn,
  LANGUAGES,
  LEARNED_NEXT_QUERIES_MAX,
  POPULAR_SEARCH_DROP_REASONS,
  POPULAR_SEARCH_DROPPED_EXAMPLES,
  POPULAR_SEARCHES_MAX,
  type PopularSearchBuild,
  type PopularSearchDropReason,
  type SuggestionRules,
} from '@playboard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  learnedNextQueries,
  popularSearchBuilds,
  popularSearches,
  trackingEvents,
} from '../../db/schema/index.ts';
import { getSuggestionRules } from '../merchandising/index.ts';

/** One search as the build weighs it: counted under what the engine searched. */
interface Candidate {
  query: string;
  searches: number;
  /** Of `searches`, those that found products. */
  found: number;
  /** Distinct sessions among the searches that found products. */
  sessions: number;
  /** Searches that found products and were followed by a click or an add to the cart. */
  engaged: number;
  misspellings: string[];
}

interface Misspelling {
  typed: string;
  correction: string;
  searches: number;
}

/** What sessions searched right after `query` and found, with how many did and the lift. */
export interface NextQueryCandidate {
  query: string;
  nextQuery: string;
  sessions: number;
  lift: number;
}

const int = (value: number | string) => Number(value);

/** Every searched query of the window, folded, with its counts; and the misspellings folded away. */
async function readCandidates(db: Database, siteId: string, language: string, rules: SuggestionRules) {
  return db.transaction((tx) => readCandidatesIn(tx, siteId, language, rules));
}

/**
 * {@link readCandidates} in one transaction: the window's searches are read from the events once,
 * into a temporary table the four counts share (each scanning the events again cost most of a
 * build: 80 s over the 4 million searches of 10 million events).
 */
async function readCandidatesIn(
  db: Pick<Database, 'execute'>,
  siteId: string,
  language: string,
  rules: SuggestionRules,
) {
  const since = sql`now() - make_interval(days => ${rules.lookbackDays})`;
  const inLanguage = sql`(language is null or language = ${language})`;
  const searched = sql`
    select coalesce(nullif(lower(btrim(params ->> 'spellcheck')), ''), lower(btrim(query))) as query,
      lower(btrim(query)) as typed,
      -- An event without a session counts as a shopper of its own.
      coalesce(session, id::text) as shopper,
      (total_hits is null or total_hits > 0) as found,
      occurred_at, id
    from ${trackingEvents}
    where site_id = ${siteId} and event = 'query' and btrim(coalesce(query, '')) <> ''
      and occurred_at > ${since} and ${inLanguage}`;
  await db.execute(sql`create temporary table build_searches (
      query text, typed text, shopper text, found boolean, occurred_at timestamptz, id bigint
    ) on commit drop`);
  await db.execute(sql`insert into build_searches ${searched}`);
  const searches = sql`select * from build_searches`;
  // One at a time: the four share the transaction's connection.
  const candidates = await queryRows<Record<keyof Candidate, number | string> & { misspellings: string[] }>(
    db,
    sql`
    with engaged as (
      select distinct session, lower(btrim(query)) as typed
      from ${trackingEvents}
      where site_id = ${siteId} and event in ('click', 'add2cart') and session is not null
        and query is not null and occurred_at > ${since} and ${inLanguage}
    ),
    -- Summed per shopper first, then per query: count(distinct) would sort every search.
    by_shopper as (
      select s.query, count(*) as searches, count(*) filter (where s.found) as found,
        count(e.session) filter (where s.found) as engaged
      from build_searches s
      left join engaged e on e.session = s.shopper and e.typed = s.typed
      group by s.query, s.shopper
    ),
    by_query as (
      select query, sum(searches) as searches, sum(found) as found,
        count(*) filter (where found > 0) as sessions, sum(engaged) as engaged
      from by_shopper
      group by query
    ),
    misspelt as (
      select query, array_agg(distinct typed) as misspellings
      from build_searches where typed <> query
      group by query
    )
    select q.query, q.searches, q.found, q.sessions, q.engaged, coalesce(m.misspellings, '{}') as misspellings
    from by_query q
    left join misspelt m on m.query = q.query
  `,
  );
  const misspellings = await queryRows<{ typed: string; correction: string; searches: number | string }>(
    db,
    sql`
    with searched as (${searches})
    select typed, query as correction, count(*) as searches
    from searched where typed <> query and found
    group by typed, query
    order by count(*) desc, typed
    limit ${POPULAR_SEARCH_DROPPED_EXAMPLES}
  `,
  );
  // The pairs alone: the lift is computed from the candidates' sessions below, as joining the
  // pairs with per-query totals in SQL ran as nested loops (10 minutes on a million events).
  const pairs = await queryRows<{ query: string; next_query: string; sessions: number | string }>(
    db,
    sql`
    with searched as (${searches}),
    ordered as (
      select shopper, query, lead(query) over next as next_query, lead(found) over next as next_found
      from searched
      window next as (partition by shopper order by occurred_at, id)
    ),
    pairs as (
      select distinct shopper, query, next_query
      from ordered
      where next_query is not null and next_query <> query and next_found
    )
    select query, next_query, count(*) as sessions
    from pairs
    group by query, next_query
    having count(*) >= ${rules.minSessions}
  `,
  );
  const [everyone] = await queryRows<{ shoppers: number | string }>(
    db,
    sql`select count(*) as shoppers from (select distinct shopper from build_searches where found) s`,
  );
  const candidateRows = candidates.map((row): Candidate => ({
    query: String(row.query),
    searches: int(row.searches),
    found: int(row.found),
    sessions: int(row.sessions),
    engaged: int(row.engaged),
    misspellings: row.misspellings,
  }));
  return {
    candidates: candidateRows,
    misspellings: misspellings.map((row): Misspelling => ({
      typed: row.typed,
      correction: row.correction,
      searches: int(row.searches),
    })),
    transitions: liftOf(
      pairs.map((row) => ({ query: row.query, nextQuery: row.next_query, sessions: int(row.sessions) })),
      new Map(candidateRows.map((row) => [row.query, row.sessions])),
      int(everyone?.shoppers ?? 0),
    ),
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each pair's lift: the sessions that searched both, times every session that found something,
 * over the sessions of each search (those that found products).
 */
function liftOf(
  pairs: readonly Omit<NextQueryCandidate, 'lift'>[],
  sessions: ReadonlyMap<string, number>,
  everyone: number,
): NextQueryCandidate[] {
  return pairs.flatMap((pair) => {
    const from = sessions.get(pair.query) ?? 0;
    const to = sessions.get(pair.nextQuery) ?? 0;
    return from > 0 && to > 0 ? [{ ...pair, lift: (pair.sessions * everyone) / (from * to) }] : [];
  });
}

/**
 * Each query's next queries worth suggesting: likelier after it than after any search (lift
 * above 1), the highest lift first, at most {@link LEARNED_NEXT_QUERIES_MAX} per query.
 */
function learnedNext(transitions: readonly NextQueryCandidate[]): NextQueryCandidate[] {
  const byQuery = new Map<string, NextQueryCandidate[]>();
  for (const transition of transitions) {
    if (transition.lift <= 1) continue;
    byQuery.set(transition.query, [...(byQuery.get(transition.query) ?? []), transition]);
  }
  return [...byQuery.values()].flatMap((list) =>
    list
      .sort((a, b) => b.lift - a.lift || b.sessions - a.sessions || byText(a.nextQuery, b.nextQuery))
      .slice(0, LEARNED_NEXT_QUERIES_MAX),
  );
}

/** Why a searched query is no popular search; undefined when it is one. */
function dropReason(candidate: Candidate, rules: SuggestionRules): PopularSearchDropReason | undefined {
  if (candidate.found === 0) return 'noResults';
  if (candidate.sessions < rules.minSessions) return 'fewSessions';
  if (candidate.engaged === 0) return 'noEngagement';
  if (bannedWordIn(candidate.query, rules.bannedWords) !== undefined) return 'banned';
  return undefined;
}

/** Most searches that found products first, then most searches, then alphabetically. */
const mostSearched = (a: Candidate, b: Candidate) =>
  b.found - a.found || b.searches - a.searches || byText(a.query, b.query);

/** The language an engine key (its language in lower case) is. */
export function languageOfKey(key: string): PopularSearchBuild['language'] {
  return LANGUAGES.find((language) => language.toLowerCase() === key) ?? 'en';
}

/**
 * Learns one language's popular searches of a site (`language`: the engine's, in lower case) from
 * its tracking and stores them with the build's account, replacing the last build's in one transaction.
 */
export async function buildPopularSearches(
  db: Database,
  siteId: string,
  language: string,
  trigger: PopularSearchBuild['trigger'],
): Promise<PopularSearchBuild> {
  const started = performance.now();
  const rules = await getSuggestionRules(db, siteId);
  const { candidates, misspellings, transitions } = await readCandidates(db, siteId, language, rules);
  const next = learnedNext(transitions);
  const dropped = Object.fromEntries(POPULAR_SEARCH_DROP_REASONS.map((reason) => [reason, 0])) as Record<
    PopularSearchDropReason,
    number
  >;
  const examples: PopularSearchBuild['examples'] = [];
  const stored: Candidate[] = [];
  for (const candidate of candidates.sort(mostSearched)) {
    const reason = dropReason(candidate, rules);
    // A banned search is stored too: lifting the ban shows it again without a build.
    if (reason === undefined || reason === 'banned') stored.push(candidate);
    if (reason === undefined) continue;
    dropped[reason] += 1;
    if (examples.filter((example) => example.reason === reason).length < POPULAR_SEARCH_DROPPED_EXAMPLES)
      examples.push({ query: candidate.query, reason, searches: candidate.searches });
  }
  dropped.misspelling = candidates.reduce((sum, candidate) => sum + candidate.misspellings.length, 0);
  for (const { typed, correction, searches } of misspellings)
    examples.push({ query: typed, reason: 'misspelling', searches, correction });
  const kept = stored.slice(0, POPULAR_SEARCHES_MAX);
  const build: PopularSearchBuild = {
    language: languageOfKey(language),
    builtAt: new Date().toISOString(),
    durationMs: 0,
    trigger,
    rules,
    searchesRead: candidates.reduce((sum, candidate) => sum + candidate.searches, 0),
    kept: kept.filter((candidate) => bannedWordIn(candidate.query, rules.bannedWords) === undefined).length,
    nextQueries: next.length,
    dropped,
    examples,
  };
  await db.transaction(async (tx) => {
    const ofLanguage = and(eq(popularSearches.siteId, siteId), eq(popularSearches.language, language));
    await tx.delete(popularSearches).where(ofLanguage);
    if (kept.length > 0)
      await tx.insert(popularSearches).values(
        kept.map((candidate) => ({
          siteId,
          language,
          query: candidate.query,
          searches: candidate.found,
          sessions: candidate.sessions,
          misspellings: candidate.misspellings.slice(0, POPULAR_SEARCH_DROPPED_EXAMPLES),
        })),
      );
    await tx
      .delete(learnedNextQueries)
      .where(and(eq(learnedNextQueries.siteId, siteId), eq(learnedNextQueries.language, language)));
    for (let start = 0; start < next.length; start += 1000)
      await tx
        .insert(learnedNextQueries)
        .values(next.slice(start, start + 1000).map((entry) => ({ ...entry, siteId, language })));
    build.durationMs = Math.round(performance.now() - started);
    const row = { ...build, language, builtAt: new Date(build.builtAt), siteId };
    await tx
      .insert(popularSearchBuilds)
      .values(row)
      .onConflictDoUpdate({ target: [popularSearchBuilds.siteId, popularSearchBuilds.language], set: row });
  });
  return build;
}
