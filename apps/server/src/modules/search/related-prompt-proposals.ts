// Related prompts proposed from what shoppers searched next (issue 34): for the site's most
// searched popular searches with at least two learned next queries shown, a prompt offering them,
// unless a prompt of the site answers that search already or the merchant dismissed it. Proposals
// are never published: the merchant saves one as a prompt (edited or not) through the Related
// prompts API.
import {
  bannedWordIn,
  normalizeTerm,
  RELATED_PROMPT_PROPOSALS_MAX,
  STOREFRONT_PROMPT_NEXT_QUERIES_MAX,
  type Language,
  type RelatedPromptProposals,
} from '@playboard/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { relatedPromptDismissals } from '../../db/schema/index.ts';
import { getSuggestionRules, listNextQueries, listPromptQueries } from '../merchandising/index.ts';
import type { PopularSearchBuilds } from './popular-searches.ts';

/** Most next queries a proposal offers: a prompt's chips should fit one line of the layer. */
const PROPOSED_NEXT_QUERIES = Math.min(5, STOREFRONT_PROMPT_NEXT_QUERIES_MAX);

/** Words too common to name what a set of searches shares. */
const STOP_WORDS: Record<'en' | 'es', ReadonlySet<string>> = {
  en: new Set(['and', 'the', 'for', 'with', 'men', 'women', 'kids']),
  es: new Set(['con', 'para', 'los', 'las', 'del', 'una', 'hombre', 'mujer']),
};

/**
 * The prompt's text in the shopper's language: what most of its next queries share ("More
 * denim" for denim jackets and denim shorts), else what shoppers did.
 */
function promptText(query: string, nextQueries: readonly string[], language: Language): string {
  const spanish = language === 'es';
  const stop = STOP_WORDS[spanish ? 'es' : 'en'];
  const searched = new Set(normalizeTerm(query).split(' '));
  const counts = new Map<string, number>();
  for (const next of nextQueries)
    for (const word of new Set(normalizeTerm(next).split(' ')))
      if (word.length >= 3 && !searched.has(word) && !stop.has(word))
        counts.set(word, (counts.get(word) ?? 0) + 1);
  const [shared] = [...counts].filter(([, count]) => count >= 2).sort((a, b) => b[1] - a[1]);
  if (shared) return spanish ? `Más ${shared[0]}` : `More ${shared[0]}`;
  return spanish ? `Después de “${query}” también buscan` : `After “${query}”, shoppers also look for`;
}

/** The proposals for one language of a site, its most searched popular search first. */
export async function proposeRelatedPrompts(
  db: Database,
  builds: PopularSearchBuilds,
  siteId: string,
  language: Language,
): Promise<RelatedPromptProposals> {
  const [popular, learned, prompts, curated, rules, dismissed] = await Promise.all([
    builds.page(siteId, {
      language,
      state: 'learned',
      sort: 'searches',
      order: 'desc',
      limit: 100,
      offset: 0,
    }),
    builds.learnedNext(siteId, language),
    listPromptQueries(db, siteId),
    listNextQueries(db, siteId),
    getSuggestionRules(db, siteId),
    db
      .select({ query: relatedPromptDismissals.query })
      .from(relatedPromptDismissals)
      .where(and(eq(relatedPromptDismissals.siteId, siteId), eq(relatedPromptDismissals.language, language))),
  ]);
  const answered = new Set(
    prompts
      .filter((prompt) => prompt.language === null || prompt.language === language)
      .flatMap((prompt) => prompt.queries.map(normalizeTerm)),
  );
  const gone = new Set(dismissed.map((row) => normalizeTerm(row.query)));
  const hiddenFor = new Map(
    curated
      .filter((entry) => entry.language === language)
      .map((entry) => [normalizeTerm(entry.query), new Set(entry.hidden.map(normalizeTerm))] as const),
  );
  const proposals: RelatedPromptProposals['proposals'] = [];
  for (const { query } of popular.items) {
    const key = normalizeTerm(query);
    if (answered.has(key) || gone.has(key)) continue;
    const hidden = hiddenFor.get(key);
    const next = (learned.get(key) ?? [])
      .filter((entry) => !hidden?.has(normalizeTerm(entry.nextQuery)))
      .filter((entry) => bannedWordIn(entry.nextQuery, rules.bannedWords) === undefined)
      .slice(0, PROPOSED_NEXT_QUERIES);
    if (next.length < 2) continue;
    const nextQueries = next.map((entry) => entry.nextQuery);
    proposals.push({
      query,
      suggestionText: promptText(query, nextQueries, language),
      nextQueries,
      sessions: next.reduce((sum, entry) => sum + entry.sessions, 0),
    });
    if (proposals.length === RELATED_PROMPT_PROPOSALS_MAX) break;
  }
  return { proposals };
}

/** Dismisses the proposal for a query: it is not proposed again in that language (a second time is no change). */
export async function dismissRelatedPromptProposal(
  db: Database,
  siteId: string,
  { language, query }: { language: Language; query: string },
): Promise<void> {
  await db
    .insert(relatedPromptDismissals)
    .values({ siteId, language, query: normalizeTerm(query) })
    .onConflictDoNothing();
}
