import {
  DomainError,
  normalizeTerm,
  SYNONYM_GROUP_MAX_TERMS,
  SYNONYM_PROPOSAL_EXAMPLES,
  SYNONYM_PROPOSALS_MAX,
  type Language,
  type SynonymGroup,
  type SynonymProposal,
  type SynonymProposals,
} from '@playboard/domain';
import type { MerchandisingConfig, SearchIndex } from '@playboard/search';
import type { Database } from '../../db/client.ts';
import type { SiteMerchandising } from '../merchandising/index.ts';
import type { IndexManager } from './index-manager.ts';
import { recentSearches, type ReplayedSearch } from './rule-simulation.ts';

/**
 * Whether the site's own groups cover a proposal: one of them names its first term. The engine
 * then searches that word through the site's groups only, never the built-in ones.
 */
function owned(groups: readonly SynonymGroup[], term: string): boolean {
  return groups.some((group) => group.terms.some((own) => normalizeTerm(own) === term));
}

/**
 * Replays each search on the engine with `config` and tallies the built-in synonyms that fired: one
 * proposal per query word and the synonyms it found catalogue words through, with the searches it
 * served and its most searched queries, leaving out what the site's `own` groups cover. The most
 * searches first (then by term), at most {@link SYNONYM_PROPOSALS_MAX}.
 */
export function tallyBuiltInSynonyms(
  index: SearchIndex,
  config: MerchandisingConfig,
  searches: readonly ReplayedSearch[],
  own: readonly SynonymGroup[],
  language: Language,
  now: number,
): SynonymProposal[] {
  const proposals = new Map<string, SynonymProposal>();
  for (const search of searches) {
    const { builtInSynonyms } = index.search(
      { query: search.query, rows: 1, facets: false, partials: false, now },
      config,
    );
    for (const expansion of builtInSynonyms) {
      const terms = [
        ...new Set([expansion.term, ...expansion.synonyms].map(normalizeTerm).filter(Boolean)),
      ].slice(0, SYNONYM_GROUP_MAX_TERMS);
      if (terms.length < 2 || owned(own, terms[0]!)) continue;
      const key = terms.join('\n');
      const proposal = proposals.get(key);
      if (!proposal) {
        proposals.set(key, {
          language,
          terms,
          oneWay: true,
          searches: search.searches,
          queries: [search.query],
        });
        continue;
      }
      proposal.searches += search.searches;
      if (proposal.queries.length < SYNONYM_PROPOSAL_EXAMPLES && !proposal.queries.includes(search.query))
        proposal.queries.push(search.query);
    }
  }
  return [...proposals.values()]
    .sort((a, b) => b.searches - a.searches || a.terms[0]!.localeCompare(b.terms[0]!))
    .slice(0, SYNONYM_PROPOSALS_MAX);
}

/**
 * The synonyms screen's proposals (issue 30): the site's most frequent recent searches in one
 * language ({@link recentSearches}) replayed on its live index with its saved configuration and
 * the built-in synonyms on, whether the site switched them off or not, so that a merchant can make
 * the groups that served shoppers their own. A language the site has no search in answers 400.
 * Nothing is stored.
 */
export async function proposeSynonyms(
  db: Database,
  indexes: IndexManager,
  site: { id: string; timeZone: string },
  language: Language,
  now: Date,
): Promise<SynonymProposals> {
  let saved: SiteMerchandising | undefined;
  const engine = await indexes.draft(site.id, language, (merchandising) => {
    saved = merchandising;
    return { ...merchandising, synonymSettings: { builtIn: true } };
  });
  if (!engine || !saved) {
    throw new DomainError('global-400', `language: the site has no search in ${language}`, { status: 400 });
  }
  const { from, to, queries } = await recentSearches(db, site, now, language);
  const own = saved.synonyms.filter((group) => group.language === language);
  return {
    from,
    to,
    builtIn: saved.synonymSettings.builtIn,
    replayed: queries.length,
    proposals: tallyBuiltInSynonyms(engine.index, engine.draft, queries, own, language, now.getTime()),
  };
}
