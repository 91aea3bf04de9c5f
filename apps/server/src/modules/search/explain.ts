import { EXPLAIN_HIDDEN_MAX, type ExplainedRule, type Explanation } from '@playboard/domain';
import type {
  BusinessRule as EngineRule,
  MerchandisingConfig,
  SearchIndex,
  SearchRequest,
  SearchResponse,
} from '@playboard/search';
import type { SiteMerchandising } from '../merchandising/index.ts';
import { searchAnswerJson } from './search-answer.ts';
import { storefrontRequest, type StorefrontSearch } from './storefront-search.ts';

/** The domain's names of the engine's rule fields; attribute keys are the same in both. */
const domainFields: Record<string, string> = {
  id: 'PRODUCT_ID',
  brand: 'BRAND',
  categories: 'CATEGORY',
  isNew: 'IS_NEW',
};

/** What an engine rule acts on, as the console names it: "BRAND: Acme", "PRODUCT_ID: 123". */
function elementOf(rule: EngineRule): string {
  if (rule.action === 'pin') return `PRODUCT_ID: ${rule.productId}`;
  return `${domainFields[rule.field] ?? rule.field}: ${rule.values.join(', ')}`;
}

/**
 * Names the saved rules behind the engine's rules of `config`: an older business rule is one engine
 * rule of its own id; each element of a query ranking rule is one engine rule `<rule id>:<n>`.
 */
function ruleNamer(
  config: MerchandisingConfig,
  merchandising: SiteMerchandising,
): (engineRuleId: string) => ExplainedRule {
  const engineRules = new Map((config.rules ?? []).map((rule) => [rule.id, rule]));
  const businessRules = new Map(merchandising.businessRules.map((rule) => [rule.id, rule]));
  const rankingRules = new Map(merchandising.rules.map((rule) => [rule.id, rule]));
  return (engineRuleId) => {
    const engineRule = engineRules.get(engineRuleId);
    const element = engineRule === undefined ? engineRuleId : elementOf(engineRule);
    if (businessRules.has(engineRuleId))
      return { ruleId: engineRuleId, kind: 'businessRule', name: element, element };
    const ruleId = engineRuleId.slice(0, Math.max(0, engineRuleId.lastIndexOf(':'))) || engineRuleId;
    const title = rankingRules.get(ruleId)?.title.trim();
    return { ruleId, kind: 'queryRanking', name: title || element, element };
  };
}

/**
 * Searches `request` on `index` under `config` and explains the answer as the console and
 * integrators read it; `merchandising` is the saved configuration `config` was built from, whose
 * rules the explanation names. `page` is a browse request's page as its caller named it.
 */
export function explainedSearch(
  index: SearchIndex,
  request: SearchRequest,
  config: MerchandisingConfig,
  merchandising: SiteMerchandising,
  page?: { readonly field: string; readonly value: string },
): { response: SearchResponse; explanation: Explanation } {
  const { response, explanation } = index.explain(request, config);
  const nameOf = ruleNamer(config, merchandising);
  const start = request.start ?? 0;
  return {
    response,
    explanation: {
      query: request.query,
      browse: page === undefined ? null : { field: page.field, value: page.value },
      spellchecked: response.spellchecked ?? null,
      relaxedTerms: [...response.relaxedTerms],
      builtInSynonyms: response.builtInSynonyms.map(({ term, synonyms }) => ({
        term,
        synonyms: [...synonyms],
      })),
      products: response.results.map((hit, position) => {
        const explained = explanation.hits[position]!;
        return {
          id: hit.id,
          name: hit.document.name,
          position: start + position + 1,
          textScore: explained.textScore,
          score: hit.score,
          reason: hit.reason ?? null,
          matches: explained.matches.map((match) => ({ ...match, builtIn: match.builtIn === true })),
          rules: explained.rules.map((effect) => ({
            ...nameOf(effect.ruleId),
            effect: effect.effect,
            position: effect.position ?? null,
            strength: effect.strength ?? null,
          })),
          buriedBySettings: explained.buriedBySettings,
        };
      }),
      hidden: explanation.hidden.slice(0, EXPLAIN_HIDDEN_MAX).map((entry) => ({
        id: entry.id,
        name: index.get(entry.id)?.name ?? entry.id,
        rules: entry.ruleIds.map(nameOf),
      })),
      hiddenTotal: explanation.hiddenTotal,
      redirection: response.redirection
        ? { id: response.redirection.id, targetUrl: response.redirection.url }
        : null,
      banners: [...response.banners, ...response.promoted].map((banner) => ({
        id: banner.id,
        title: banner.title ?? null,
        position: banner.position,
      })),
    },
  };
}

/**
 * The storefront's `/search` or `/browse` answer with its explanation, for an integrator allowed to
 * read it: the Empathy answer is one JSON object, written by hand, and `explanation` goes in as its
 * last member. `page` is a browse call's page as its parameters named it.
 */
export function explainedStorefrontSearch(
  index: SearchIndex,
  config: MerchandisingConfig,
  merchandising: SiteMerchandising,
  call: StorefrontSearch,
  page?: { readonly field: string; readonly value: string },
): string {
  const { response, explanation } = explainedSearch(
    index,
    storefrontRequest(call),
    config,
    merchandising,
    page,
  );
  const json = searchAnswerJson(response, call.start, call.tagging, call.filters);
  return `${json.slice(0, -1)},"explanation":${JSON.stringify(explanation)}}`;
}
