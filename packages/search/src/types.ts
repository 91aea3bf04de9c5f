/**
 * Public types of the search engine. Everything here is plain data: the server stores the
 * catalogue and the merchandising configuration, and hands them to the engine as these shapes.
 */

/** Languages with a stemmer and stop words. */
export type Language = 'en' | 'es';

/** A product variant: its identifiers, attributes and price count for the parent product. */
export interface SearchVariant {
  /** Variant id, unique within the product. */
  readonly id: string;
  /** Exact identifiers of this variant (SKU, EAN). */
  readonly identifiers?: readonly string[];
  /** Text attributes, e.g. `{ colour: 'red', size: 'M' }`. */
  readonly attributes?: Readonly<Record<string, string | readonly string[]>>;
  /** Variant price; the product's price range covers all its variants. */
  readonly price?: number;
  /** Units in stock for this variant. */
  readonly stock?: number;
}

/**
 * A product as the engine indexes it. The engine keeps a reference to it and returns it in hits.
 *
 * @example
 * { id: 'p1', identifiers: ['SKU-1'], name: 'Blue jeans', brand: 'Levis',
 *   categories: [['Men', 'Trousers', 'Jeans']], attributes: { colour: 'blue' },
 *   price: 39.9, stock: 4, availableForOrder: true, createdAt: Date.parse('2026-01-02') }
 */
export interface SearchDocument {
  /** Unique product id; also matched exactly by a query equal to it. */
  readonly id: string;
  /** Exact identifiers (SKU, EAN, MPN, external id); a query equal to one ranks the product first. */
  readonly identifiers?: readonly string[];
  /** Product name (field `name`). */
  readonly name: string;
  /** Long description (field `description`). */
  readonly description?: string;
  /** Brand (field `brand`). */
  readonly brand?: string;
  /** Category paths, root first (field `categories`), e.g. `[['Women', 'Shoes', 'Boots']]`. */
  readonly categories?: readonly (readonly string[])[];
  /** Text attributes (fields named by their key), e.g. `{ colour: ['red', 'blue'] }`. */
  readonly attributes?: Readonly<Record<string, string | readonly string[]>>;
  /** Current price (field `price`). */
  readonly price?: number;
  /** Units in stock (field `stock`); `0` means out of stock for results visibility. */
  readonly stock?: number;
  /** Whether the product can be ordered; `false` is shown or buried per results visibility. Default `true`. */
  readonly availableForOrder?: boolean;
  /** Creation time in epoch milliseconds (field `createdAt`), used by the `newest` sort. */
  readonly createdAt?: number;
  /** Other numeric fields (fields named by their key), e.g. `{ rating: 4.5 }`. */
  readonly numbers?: Readonly<Record<string, number>>;
  /** Variants; their identifiers, attributes, prices and stock count for the product. */
  readonly variants?: readonly SearchVariant[];
}

/**
 * Receives recoverable problems (a document skipped, a rule naming an unknown field).
 * The engine never prints.
 */
export type SearchLogger = (level: 'info' | 'warn', message: string, code: string) => void;

/** Options fixed when an index is built. */
export interface IndexOptions {
  /** Language of the catalogue: selects stemmer and stop words. */
  readonly language: Language;
  /**
   * Text fields that are indexed for retrieval: `name`, `description`, `brand`, `categories`,
   * `identifiers` or an attribute key. Default: name, brand, categories, description and every attribute.
   * Which of them count, and how much, is decided per search by {@link MerchandisingConfig.fieldWeights}.
   */
  readonly searchableFields?: readonly string[];
  /** BM25 parameters. Default `{ k1: 1.2, b: 0.75 }`. */
  readonly bm25?: { readonly k1?: number; readonly b?: number };
  /** Where recoverable problems go. Default: ignored. */
  readonly logger?: SearchLogger;
  /**
   * The words of the catalogue's language: a query word it holds is never corrected into another.
   * Default: the built-in hunspell dictionaries of the language (English: US and British; Spanish),
   * loaded once per process on the first query that needs a correction.
   */
  readonly lexicon?: WordLexicon;
}

/** The valid words of a language, as the correction policy asks about them. */
export interface WordLexicon {
  /** Whether a query word, folded (lower case, accents removed: `camion`), is a word of the language. */
  has(word: string): boolean;
}

/** A facet's values with counts, one per distinct value of a text field. */
export interface ValueFacetDefinition {
  readonly type: 'value';
  /** Facet id: the prefix of its filter strings (`colour:red`). Default: the field name. */
  readonly id?: string;
  /** `brand`, `categories` (every level flattened) or an attribute key. */
  readonly field: string;
  /** Human-readable name. Default: the id. */
  readonly label?: string;
  /** Most values returned. Default 50. */
  readonly limit?: number;
  /**
   * Order of values: by count (default), alphabetical, or `custom`: the values listed in
   * {@link ValueFacetDefinition.customOrder} first, in that order, then the others by count.
   */
  readonly order?: FacetValueOrder;
  /** The merchant's order of values for `order: 'custom'`. */
  readonly customOrder?: readonly string[];
  /** Values never listed (compared exactly); filtering on them still works. */
  readonly hidden?: readonly string[];
}

/** How a facet orders its values. */
export type FacetValueOrder = 'count' | 'alphabetical' | 'custom';

/** A tree facet over category paths; filter strings are paths joined with `>` (`cat:Women>Shoes`). */
export interface HierarchicalFacetDefinition {
  readonly type: 'hierarchical';
  /** Facet id. Default `categories`. */
  readonly id?: string;
  /** Only `categories` is hierarchical. */
  readonly field: 'categories';
  readonly label?: string;
  /** Most values per level. Default 50. */
  readonly limit?: number;
  /** Order of each level's values, as for value facets; category names are compared. Default by count. */
  readonly order?: FacetValueOrder;
  /** The merchant's order of category names for `order: 'custom'`. */
  readonly customOrder?: readonly string[];
  /** Category names never listed, with their subcategories. */
  readonly hidden?: readonly string[];
}

/** A numeric facet: fixed buckets (`price:10-20`), open ends written `*`. */
export interface RangeFacetDefinition {
  readonly type: 'range';
  readonly id?: string;
  /** `price`, `stock`, `createdAt` or a key of `numbers`. */
  readonly field: string;
  readonly label?: string;
  /** Buckets, `from` inclusive and `to` exclusive; omit one side for an open end. */
  readonly ranges: readonly { readonly from?: number; readonly to?: number }[];
}

export type FacetDefinition = ValueFacetDefinition | HierarchicalFacetDefinition | RangeFacetDefinition;

/**
 * When something is active: local date or date-time bounds in an IANA time zone.
 * `from` is inclusive; a date-only `to` includes that whole day (a banner switches at 0:00 local).
 *
 * @example { from: '2026-11-27', to: '2026-11-30', timeZone: 'Europe/Madrid' }
 */
export interface Schedule {
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, local to `timeZone`. */
  readonly from?: string;
  /** `YYYY-MM-DD` (whole day included) or `YYYY-MM-DDTHH:mm` (exclusive). */
  readonly to?: string;
  /** IANA zone, e.g. `Europe/Madrid`. */
  readonly timeZone: string;
}

/** An equivalence group: a query term or phrase matching one member also matches the others. */
export interface SynonymGroup {
  /** Two or more terms; each may be several words (`t shirt`, `tee`). */
  readonly terms: readonly string[];
  /** A search for the first term also finds the others, not the reverse. */
  readonly oneWay?: boolean;
}

/** Sends a query straight to a URL. */
export interface Redirection {
  readonly id: string;
  /** Queries that trigger it, matched after case and accent folding. */
  readonly queries: readonly string[];
  readonly url: string;
}

/**
 * A category or brand page, as Empathy's browse endpoint names it: the products whose field holds
 * the value.
 *
 * @example { field: 'categories', value: 'Women>Shoes' }
 */
export interface BrowsePage {
  /** `categories` (a category's name at any level, or a path `Women>Shoes`), `brand`, or an attribute key. */
  readonly field: string;
  readonly value: string;
}

/**
 * Where a browse rule applies: browse requests of `field` (and of `value`, when given), never
 * searches. Without it a rule is a search rule.
 */
export interface BrowseScope {
  readonly field?: string;
  readonly value?: string;
}

/** Boost, bury or hide products whose field has one of the values. */
export interface FieldRule {
  readonly id: string;
  readonly action: 'boost' | 'bury' | 'hide';
  /** `id`, `brand`, `categories` (any level), an attribute key, or `isNew` (created in the last 30 days). */
  readonly field: string;
  /** Values compared after case and accent folding; `['true']` for `isNew`. */
  readonly values: readonly string[];
  /** Queries it applies to; empty means every search, the empty query included. */
  readonly queries: readonly string[];
  /** A boost multiplies relevance by `1 + strength`. Default 1. A bury ignores it: buried products go below the rest. */
  readonly strength?: number;
  /**
   * Stock-safe merchandising: a boost skips products out of stock (stock 0) or not available for
   * order unless this is true. Results visibility applies either way. Default false.
   */
  readonly allowUnavailable?: boolean;
  /** Only active inside this window. Default: always. */
  readonly schedule?: Schedule;
  /** A browse rule: applies to browse requests only, and `queries` is not read. */
  readonly browse?: BrowseScope;
  /**
   * Only products that hold, for every field named, one of its values (a query ranking element's
   * filters): `{ categories: ['Men'], brand: ['Levis'] }`. Default: every product.
   */
  readonly where?: Readonly<Record<string, readonly string[]>>;
}

/** Pins a product at a 1-based position of the result list. */
export interface PinRule {
  readonly id: string;
  readonly action: 'pin';
  readonly productId: string;
  /** 1-based position. */
  readonly position: number;
  readonly queries: readonly string[];
  /**
   * Stock-safe merchandising: a product out of stock (stock 0) or not available for order is not
   * pinned unless this is true. Results visibility applies either way. Default false.
   */
  readonly allowUnavailable?: boolean;
  readonly schedule?: Schedule;
  /** A browse rule: applies to browse requests only, and `queries` is not read. */
  readonly browse?: BrowseScope;
  /**
   * Only products that hold, for every field named, one of its values (a query ranking element's
   * filters): `{ categories: ['Men'], brand: ['Levis'] }`. Default: every product.
   */
  readonly where?: Readonly<Record<string, readonly string[]>>;
}

/** A business rule or a query-ranking entry. */
export type BusinessRule = FieldRule | PinRule;

/** Results visibility. */
export interface ResultsVisibility {
  /** Show products whose stock is 0. Default `true`. */
  readonly showOutOfStock?: boolean;
  /** What to do with `availableForOrder: false` products. Default `show`. */
  readonly notAvailableForOrder?: 'show' | 'bury';
}

/** An image shown among the results (`banner`) or a promoted tile (`promoted`). */
export interface Banner {
  readonly id: string;
  readonly kind?: 'banner' | 'promoted';
  readonly title?: string;
  readonly imageUrl: string;
  readonly targetUrl?: string;
  /** 1-based row position inside the grid. Default 1. */
  readonly position?: number;
  /** Queries that show it; empty means every search. */
  readonly queries: readonly string[];
  /** Inactive banners are never shown. */
  readonly active: boolean;
  readonly schedule?: Schedule;
}

/** Products shown for the empty query. */
export type FeaturedProducts =
  { readonly type: 'popular' } | { readonly type: 'recommended'; readonly productIds: readonly string[] };

/** Follow-up queries for a query: curated, or learned from the site's searches. */
export interface NextQueriesEntry {
  readonly query: string;
  readonly nextQueries: readonly string[];
  /** Of a curated entry: learned next queries never suggested after this query. */
  readonly hidden?: readonly string[];
}

/** Curated refinements: `tag` is the word added, shown for `query`. */
export interface RelatedTagsEntry {
  readonly query: string;
  readonly tags: readonly string[];
  /** Organic tags never offered for this query (compared normalized). Default none. */
  readonly hidden?: readonly string[];
}

/** A tag the catalogue suggests for a query, before the merchant's curation: `hidden` when hidden for it. */
export interface OrganicTag {
  readonly tag: string;
  readonly hidden: boolean;
}

/** A prompt suggested for matching queries, with the queries it expands to. */
export interface RelatedPrompt {
  readonly id: string;
  readonly suggestionText: string;
  readonly imageUrl?: string;
  /** Queries it shows for; empty means every query. */
  readonly queries: readonly string[];
  readonly nextQueries: readonly string[];
  /**
   * Shown only to requests whose parameters hold each of these values (a store, a device),
   * compared trimmed and case aside. Default none.
   */
  readonly pivots?: Readonly<Record<string, string>>;
}

/** A query and how often shoppers searched it (from tracking). */
export interface PopularQuery {
  readonly query: string;
  readonly count: number;
}

/** Which query words may match a word a typo or two away, by their length in characters. */
export interface TypoTolerance {
  /** Off: a word matches itself, its stem, its completions and its synonyms only. */
  readonly enabled: boolean;
  /** Shortest word tolerating one typo. */
  readonly oneTypoFrom: number;
  /** Shortest word tolerating two. */
  readonly twoTyposFrom: number;
}

/**
 * Everything the merchant tunes, passed with each search as plain data. The engine compiles it
 * once per object identity, so pass the same object until the configuration changes.
 */
export interface MerchandisingConfig {
  /**
   * Field weights for BM25F; a field absent or 0 is not searched. `attributes` weighs every attribute
   * without a weight of its own. Default name 3, identifiers 3, brand 2, categories 1.5, attributes 1, description 0.5.
   * An index holds 58 attribute keys as fields of their own (the most frequent of its first batch,
   * then the first to arrive); the others share one field, weighed by `attributes` alone.
   */
  readonly fieldWeights?: Readonly<Record<string, number>>;
  /** Facets to compute, in display order. Default none. */
  readonly facets?: readonly FacetDefinition[];
  /**
   * Facets of some searches and browse pages instead of {@link MerchandisingConfig.facets}: a
   * search for one of a context's queries, or a browse page it names, computes the context's facets
   * (and reads its filters by them). The first context naming a request wins. Default none.
   */
  readonly facetContexts?: readonly FacetContext[];
  readonly synonyms?: readonly SynonymGroup[];
  /**
   * Search the built-in synonyms too: British and American words and spellings ("couch" for
   * "sofa", "colour" for "color"), curated shop names, and for English WordNet's synonyms of a
   * noun, each only when it leads to words the catalogue holds, ranked below the words as typed.
   * The site's own synonyms win where both match. Default `true`.
   */
  readonly builtInSynonyms?: boolean;
  /** Default one typo from 5 characters, two from 9. */
  readonly typoTolerance?: TypoTolerance;
  /**
   * Correct the misspelt words of a query that finds nothing as typed (the request's `spellcheck`
   * can only turn it off; so does `typoTolerance.enabled: false`). Default `true`.
   */
  readonly corrections?: boolean;
  /**
   * Answer {@link SearchResponse.partials} when a query finds few products (the request's
   * `partials` can only turn it off). Default `true`.
   */
  readonly partialResults?: boolean;
  readonly redirections?: readonly Redirection[];
  readonly visibility?: ResultsVisibility;
  /** Business rules and query ranking, applied in order. */
  readonly rules?: readonly BusinessRule[];
  /** Banners and promoted tiles. */
  readonly banners?: readonly Banner[];
  /** What the empty query shows first. Default popular. */
  readonly featured?: FeaturedProducts;
  /** Clicks per product id (from tracking): top clicked and popular featured products. */
  readonly productClicks?: Readonly<Record<string, number>>;
  /** Popular queries (from tracking): empty-box suggestions and completions. */
  readonly popularQueries?: readonly PopularQuery[];
  /** The merchant's next queries, suggested first. */
  readonly nextQueries?: readonly NextQueriesEntry[];
  /** Next queries learned from the site's searches (highest lift first), after the merchant's. */
  readonly learnedNextQueries?: readonly NextQueriesEntry[];
  readonly relatedTags?: readonly RelatedTagsEntry[];
  readonly relatedPrompts?: readonly RelatedPrompt[];
}

/** Sort other than relevance. */
export interface SortOrder {
  /** `price`, `createdAt` or a key of `numbers`. */
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/** The facets of some searches (by query) and browse pages (by field and value). */
export interface FacetContext {
  /** Searches for these queries (compared normalized). */
  readonly queries?: readonly string[];
  /** Browse pages with these fields and values. */
  readonly pages?: readonly BrowsePage[];
  /** Facets to compute there, in display order. */
  readonly facets: readonly FacetDefinition[];
}

/** One search. */
export interface SearchRequest {
  /** Shopper text; empty shows featured products then the catalogue. */
  readonly query: string;
  /**
   * A browse request (a category or brand page, Empathy's browse endpoint): only the page's
   * products, ranked by browse rules instead of search rules. The query is then empty.
   */
  readonly browse?: BrowsePage;
  /**
   * Filter strings as emitted in {@link FacetValue.filter}: `colour:red`, `cat:Women>Shoes`,
   * `price:10-*`, `price:*-50`. Same facet OR-ed, different facets AND-ed. Check with {@link parseFilter}.
   */
  readonly filters?: readonly string[];
  /** Default: relevance. */
  readonly sort?: SortOrder;
  /** Offset of the first result. Default 0. */
  readonly start?: number;
  /** Page size. Default 24. */
  readonly rows?: number;
  /** Compute facets from the configuration. Default `true`. */
  readonly facets?: boolean;
  /** Time for schedules, epoch ms. Default `Date.now()`. */
  readonly now?: number;
  /**
   * Compute {@link SearchResponse.partials} when the query finds few products. Default `true`;
   * calls that only want facets or counts turn it off.
   */
  readonly partials?: boolean;
  /**
   * Correct misspelt words when the query as typed finds nothing. Default `true`; `false` searches
   * the words exactly as typed (the shopper's "Search instead for ..." after a correction).
   */
  readonly spellcheck?: boolean;
}

/** One product in a result page; `T` is the document type the index was built with. */
export interface SearchHit<T extends SearchDocument = SearchDocument> {
  readonly id: string;
  /** The indexed document itself (the same object that was upserted). */
  readonly document: T;
  /** Relevance after rules; 0 for non-relevance orders. */
  readonly score: number;
  /**
   * Why it is where it is, when not by score alone. `partial`: it matches only some of the query's
   * words, so it comes after every product matching them all.
   */
  readonly reason?: 'identifier' | 'pinned' | 'featured' | 'partial';
}

/**
 * How a query word matched a product's word (Explain): `exact` the word or its stem, `prefix` a
 * completion of the last word, `typo` a word a letter or two away, `synonym` a word of a synonym
 * group of the query's.
 */
export interface ExplainedMatch {
  /** The query's words the match stands for, folded (a synonym's: the words it replaces). */
  readonly term: string;
  /** The product's word it matched. */
  readonly matched: string;
  /** The searched field holding it. */
  readonly field: string;
  readonly kind: 'exact' | 'prefix' | 'typo' | 'synonym';
  /** A built-in synonym's match (`kind` `synonym`), not one of the site's groups. */
  readonly builtIn?: boolean;
}

/** A rule that moved a product (Explain): a boost with its strength, a bury, a pin at its position. */
export interface ExplainedRuleEffect {
  readonly ruleId: string;
  readonly effect: 'boost' | 'bury' | 'pin';
  /** A pin's 1-based position. */
  readonly position?: number;
  /** A boost's strength: relevance multiplied by `1 + strength`. */
  readonly strength?: number;
}

/** Why one product of a result page is there (Explain). */
export interface ExplainedHit {
  readonly id: string;
  /** BM25F relevance of its text alone, before rules (0 when it matched no word: a pin, the empty query). */
  readonly textScore: number;
  /** The query's words it matched, per field. */
  readonly matches: readonly ExplainedMatch[];
  /** The rules that moved it, in the order they apply. */
  readonly rules: readonly ExplainedRuleEffect[];
  /** Buried by the results visibility settings (not available for order). */
  readonly buriedBySettings: boolean;
}

/** Why a search answers what it does: its page's products, and those hide rules removed. */
export interface SearchExplanation {
  /** One per result of the page, in the same order. */
  readonly hits: readonly ExplainedHit[];
  /** Products the query found that hide rules removed, the most relevant first, at most 50. */
  readonly hidden: readonly { readonly id: string; readonly ruleIds: readonly string[] }[];
  /** How many products hide rules removed. */
  readonly hiddenTotal: number;
  /** Words of the query the search replaced (misspellings), in query order; empty when none was. */
  readonly corrections: readonly { readonly from: string; readonly to: string }[];
  /** Words relaxation dropped so that something matched (`SearchResponse.relaxedTerms`). */
  readonly relaxed: readonly string[];
  /** Built-in synonyms searched besides the query's words, as in `SearchResponse.builtInSynonyms`. */
  readonly builtInSynonyms: readonly BuiltInExpansion[];
}

/** A query word (or phrase, folded) and the built-in synonyms searched for it (`couch` for `sofa`). */
export interface BuiltInExpansion {
  readonly term: string;
  readonly synonyms: readonly string[];
}

/** A facet value with its count; `children` for hierarchical facets. */
export interface FacetValue {
  /** Displayed value (a category's own name, `10-20` for ranges). */
  readonly value: string;
  /** Filter string to send back in {@link SearchRequest.filters}. */
  readonly filter: string;
  readonly count: number;
  readonly selected: boolean;
  readonly children?: readonly FacetValue[];
}

export interface FacetResult {
  readonly id: string;
  readonly label: string;
  readonly type: 'value' | 'hierarchical' | 'range';
  readonly values: readonly FacetValue[];
}

export interface BannerHit {
  readonly id: string;
  readonly title?: string;
  readonly imageUrl: string;
  readonly targetUrl?: string;
  readonly position: number;
}

/** The answer to {@link SearchRequest}; `T` is the document type the index was built with. */
export interface SearchResponse<T extends SearchDocument = SearchDocument> {
  /** The page of hits. */
  readonly results: readonly SearchHit<T>[];
  /** Matching products after filters and visibility. */
  readonly total: number;
  readonly facets: readonly FacetResult[];
  /** The corrected query that was searched instead, when the original found nothing. */
  readonly spellchecked?: string;
  /** Query terms dropped so that something matched (relaxation fallback). */
  readonly relaxedTerms: readonly string[];
  /**
   * Built-in synonyms searched besides the query's words (`MerchandisingConfig.builtInSynonyms`),
   * in query order, each leading to catalogue words: `[{ term: 'sofa', synonyms: ['couch'] }]`.
   */
  readonly builtInSynonyms: readonly BuiltInExpansion[];
  /** Set when a redirection matches: the storefront may navigate to it. */
  readonly redirection?: { readonly id: string; readonly url: string };
  readonly banners: readonly BannerHit[];
  readonly promoted: readonly BannerHit[];
  /** Price range of the matching products. */
  readonly priceStats?: { readonly min: number; readonly max: number };
  /**
   * What each part of a query of several words finds on its own, when the whole query finds fewer
   * than `LOW_RESULTS_THRESHOLD` products or only found some by dropping a word; most products
   * first. Empty otherwise.
   */
  readonly partials: readonly PartialResult<T>[];
}

/**
 * One part of a low-result query (a word, or a multi-word synonym) searched on its own with the
 * same filters.
 *
 * @example { query: 'jeans', total: 12, results: [ ...the first 4 hits ] }
 */
export interface PartialResult<T extends SearchDocument = SearchDocument> {
  /** The part as searched (folded), e.g. `jeans`. */
  readonly query: string;
  /** Products it finds with the request's filters. */
  readonly total: number;
  /** Its first `PARTIAL_ROWS` products by relevance. */
  readonly results: readonly SearchHit<T>[];
}

/** A query related to the shopper's because it finds largely the same products. */
export interface SemanticQuery {
  readonly query: string;
  /**
   * 1 − Jaccard overlap of the two queries' first `SEMANTIC_SAMPLE` products: 0 for the same
   * products, towards 1 for few in common. Rounded to 3 decimals; always below 1.
   */
  readonly distance: number;
}

/** Options of {@link SearchIndex.semanticQueries}. */
export interface SemanticOptions {
  /** Most queries returned. Default 5. */
  readonly k?: number;
}

/** A catalogue word close in spelling to another, from {@link SearchIndex.closeTerms}. */
export interface CloseTerm {
  /** The word as the catalogue has it (folded), e.g. `jacket`. */
  readonly term: string;
  /** Edits between the two words (insert, delete, replace, swap two neighbours); 0 for the word itself. */
  readonly distance: number;
  /** Products that have the word. */
  readonly documents: number;
}

/** Options of {@link SearchIndex.closeTerms}. */
export interface CloseTermOptions {
  /** Most edits, 0 to 3. Default: 1 up to 3 characters, 2 up to 5, 3 above. */
  readonly maxDistance?: number;
  /** Most words returned. Default 10. */
  readonly rows?: number;
}

/** A query suggestion. */
export interface Suggestion {
  readonly query: string;
  readonly source: 'popular' | 'catalogue';
}

/** A follow-up query or refinement. */
export interface QueryRefinement {
  readonly query: string;
  /** Curated by the merchant or derived from the catalogue. */
  readonly source: 'CURATED' | 'ORGANIC';
  /** The refining word, for related tags. */
  readonly tag?: string;
}

/** A parsed filter string. */
export type ParsedFilter =
  | { readonly kind: 'value'; readonly facet: string; readonly value: string }
  | { readonly kind: 'range'; readonly facet: string; readonly from?: number; readonly to?: number };

/** Paging for the secondary lookups. */
export interface PageOptions {
  /** Default 0. */
  readonly start?: number;
  /** Default 10. */
  readonly rows?: number;
}

/**
 * An in-memory index of one engine (a site in one language). Built with `createIndex` or
 * `buildIndexAsync`; every method is synchronous, so a search never sees a half-applied update.
 * `T` is the document type: pass richer objects (with URLs, images) and get them back in hits.
 */
export interface SearchIndex<T extends SearchDocument = SearchDocument> {
  readonly language: Language;
  /** Number of products. */
  readonly size: number;
  /** The stored document, or `undefined`. */
  get(id: string): T | undefined;
  /**
   * The products as they are now, as given to upsert: enough to build an equal index elsewhere
   * (another thread). A new array, which later changes leave as it is.
   */
  documents(): T[];
  /** Adds or replaces products by id. */
  upsert(documents: T | readonly T[]): void;
  /** Removes products by id; returns how many existed. */
  remove(ids: string | readonly string[]): number;
  /**
   * Runs the whole pipeline: redirect, synonyms, retrieve (with spellcheck and relaxation),
   * filter/facet, visibility, rules, banners, featured products for the empty query.
   * Throws `Error('search: ...')` on a malformed request (bad filter, negative start).
   */
  search(request: SearchRequest, config?: MerchandisingConfig): SearchResponse<T>;
  /**
   * The same search, with why each product of the page is where it is and which products hide rules
   * removed. Costs more than {@link search} (it looks every result's words up again): for Explain only.
   */
  explain(
    request: SearchRequest,
    config?: MerchandisingConfig,
  ): { readonly response: SearchResponse<T>; readonly explanation: SearchExplanation };
  /** Products whose id or identifier equals the query (case-insensitive), then those starting with it. */
  findByIdentifier(
    query: string,
    options?: PageOptions,
  ): { readonly results: readonly SearchHit<T>[]; readonly total: number };
  /**
   * What the empty state features, visible products only: the recommended products in the
   * merchant's order when {@link MerchandisingConfig.featured} has them (ids not in the index
   * skipped), else the most clicked products (from {@link MerchandisingConfig.productClicks}).
   */
  topClicked(config?: MerchandisingConfig, options?: PageOptions): readonly SearchHit<T>[];
  /** Popular searches for an empty query; completions from popular queries and the catalogue vocabulary otherwise. */
  suggest(query: string, config?: MerchandisingConfig, options?: PageOptions): readonly Suggestion[];
  /** Curated next queries for the query, then organic ones from the catalogue. */
  nextQueries(query: string, config?: MerchandisingConfig, options?: PageOptions): readonly QueryRefinement[];
  /**
   * Curated related tags, then organic refinements (frequent brands and attributes of the results),
   * never one hidden for the query.
   */
  relatedTags(query: string, config?: MerchandisingConfig, options?: PageOptions): readonly QueryRefinement[];
  /**
   * The organic tags of a query as {@link SearchIndex.relatedTags} computes them, most frequent
   * first, those hidden for the query included and marked, curated ones left out: what a merchant
   * curates from.
   *
   * @example index.organicTags('jeans', config, { rows: 5 }) // [{ tag: 'levis', hidden: false }, …]
   */
  organicTags(query: string, config?: MerchandisingConfig, options?: PageOptions): readonly OrganicTag[];
  /** Related prompts configured for the query. */
  relatedPrompts(
    query: string,
    config?: MerchandisingConfig,
    params?: Readonly<Record<string, string | readonly string[]>>,
  ): readonly RelatedPrompt[];
  /**
   * Queries that find the same products as this one (closest first), among those the engine knows:
   * curated next queries and related-prompt queries, popular queries, brand and category names.
   * None when the query finds nothing. Throws `Error('search: ...')` for a `k` that is not a
   * positive integer.
   *
   * @example index.semanticQueries('blu jeans', config, { k: 3 }) // [{ query: 'denim', distance: 0.333 }, …]
   */
  semanticQueries(
    query: string,
    config?: MerchandisingConfig,
    options?: SemanticOptions,
  ): readonly SemanticQuery[];
  /**
   * The catalogue's words closest in spelling to one word (folded as the index folds text): the
   * word itself first at distance 0 when the catalogue has it, then fewest edits, the longest
   * common start, most products, alphabetical. Words with digits (model numbers, sizes) are never among them; a text of more or
   * less than one word has none. Throws `Error('search: ...')` for a bad `maxDistance` or `rows`.
   *
   * @example index.closeTerms('snikrs') // [{ term: 'sneakers', distance: 3, documents: 12 }]
   */
  closeTerms(word: string, options?: CloseTermOptions): readonly CloseTerm[];
}
