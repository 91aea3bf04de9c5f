// A site's merchandising for engine-config tests and the relevance bench: the default search settings, nothing else.
import {
  defaultSearchSettings,
  defaultServiceConfigs,
  defaultSuggestionRules,
  defaultSynonymSettings,
} from '@playboard/domain';
import type { SiteMerchandising } from '../../modules/merchandising/index.ts';

export function merchandising(overrides: Partial<SiteMerchandising> = {}): SiteMerchandising {
  return {
    timeZone: 'UTC',
    settings: defaultSearchSettings,
    facets: [],
    facetConfigs: [],
    facetValues: [],
    synonyms: [],
    synonymSettings: defaultSynonymSettings,
    redirections: [],
    rules: [],
    businessRules: [],
    banners: [],
    relatedPrompts: [],
    nextQueries: [],
    relatedTags: [],
    suggestionRules: defaultSuggestionRules,
    services: defaultServiceConfigs,
    ...overrides,
  };
}

/** Tracking statistics of a site nobody has visited yet. */
export const noStats = { productClicks: {}, popularQueries: [], learnedNextQueries: [] };
