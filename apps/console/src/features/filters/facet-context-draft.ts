import {
  BROWSE_FIELDS,
  contextFacetsOf,
  facetConfigSchema,
  facetNameIn,
  LANGUAGE_PIVOT,
  orderedFacetFields,
  QUERY_PIVOT,
  type BrowseField,
  type FacetConfig,
  type FacetConfigDocument,
  type FacetType,
} from '@playboard/domain';
import type { FacetableFieldsAnswer } from './api/get-facetable-fields.ts';
import { toValueConfig, valuesDraftOf, type ValuesDraft } from './filters-draft.ts';

/** Where a configuration applies: some searches, or a category or brand page. */
export type ContextKind = 'search' | BrowseField;

/** A facet of a context as the merchant edits it. */
export interface ContextFacetDraft {
  field: string;
  type: FacetType;
  /** The names typed, by engine language; a language left empty keeps the usual name. */
  names: Record<string, string>;
  /** How its values are listed here; null follows the Filters screen's value order. */
  values: ValuesDraft | null;
}

/** A facet configuration with pivots as its editor holds it. */
export interface ContextDraft {
  title: string;
  kind: ContextKind;
  queries: string[];
  /** The category path or brand name of a page context. */
  page: string;
  /** The engine language it is for; '' for every language. */
  language: string;
  enabled: boolean;
  /** The usual filters follow its own ones ("Then the usual filters"). */
  inheritance: boolean;
  facets: ContextFacetDraft[];
}

export const newContextDraft = (): ContextDraft => ({
  title: '',
  kind: 'search',
  queries: [],
  page: '',
  language: '',
  enabled: true,
  inheritance: false,
  facets: [],
});

const pivotValues = (config: Pick<FacetConfig, 'criteria'>, name: string): string[] =>
  config.criteria.pivots.find((pivot) => pivot.name === name)?.values.filter((value) => value.trim()) ?? [];

/** Where a saved configuration applies: its queries, or its page with the page's field. */
export function contextOf(config: Pick<FacetConfig, 'criteria' | 'endpointId'>): {
  kind: ContextKind;
  values: string[];
} {
  if (config.endpointId === 'search') return { kind: 'search', values: pivotValues(config, QUERY_PIVOT) };
  const field = BROWSE_FIELDS.find((name) => pivotValues(config, name).length > 0) ?? 'CATEGORY';
  return { kind: field, values: pivotValues(config, field) };
}

/** The engine language a configuration is for; undefined for every language. */
export const contextLanguage = (config: Pick<FacetConfig, 'criteria'>): string | undefined =>
  pivotValues(config, LANGUAGE_PIVOT)[0];

/**
 * A saved configuration in its editor: its facets in their order, each named as it names them (its
 * prettyName in the main language when it has no names of its own) with its own value order.
 */
export function draftOfConfig(config: FacetConfigDocument, mainLanguage: string): ContextDraft {
  const { kind, values } = contextOf(config);
  const own = contextFacetsOf(config.config);
  return {
    title: config.title,
    kind,
    queries: kind === 'search' ? values : [],
    page: kind === 'search' ? '' : (values[0] ?? ''),
    language: contextLanguage(config) ?? '',
    enabled: config.criteria.enabled,
    inheritance: config.criteria.inheritance,
    facets: orderedFacetFields(config.config).map((field) => {
      const entry = own.get(field.field);
      return {
        field: field.field,
        type: field.type,
        names: { ...(field.prettyName ? { [mainLanguage]: field.prettyName } : {}), ...entry?.names },
        values: entry?.values ? valuesDraftOf(entry.values) : null,
      };
    }),
  };
}

const LISTS = { hierarchical: 'hierarchicalFacets', value: 'valueFacets', range: 'rangeFacets' } as const;

/**
 * The body the Facets API saves: the pivots of the context (and its language), the facets by type
 * with prettyName the main language's name, and in `facets` their order, names and value order.
 */
export function toFacetConfig(draft: ContextDraft, mainLanguage: string): FacetConfig {
  const facetableFields: FacetConfig['config']['facetableFields'] = {
    hierarchicalFacets: [],
    valueFacets: [],
    rangeFacets: [],
  };
  const entries: Record<string, unknown>[] = [];
  for (const facet of draft.facets) {
    const names = Object.fromEntries(
      Object.entries(facet.names)
        .map(([language, name]) => [language, name.trim()])
        .filter(([, name]) => name !== ''),
    );
    const prettyName = names[mainLanguage];
    facetableFields[LISTS[facet.type]].push({ field: facet.field, ...(prettyName ? { prettyName } : {}) });
    entries.push({
      field: facet.field,
      ...(Object.keys(names).length > 0 ? { names } : {}),
      ...(facet.values && facet.type !== 'range' ? { values: toValueConfig(facet.values) } : {}),
    });
  }
  const where =
    draft.kind === 'search'
      ? { name: QUERY_PIVOT, values: draft.queries }
      : { name: draft.kind, values: draft.page ? [draft.page] : [] };
  return facetConfigSchema.parse({
    title: draft.title.trim(),
    endpointId: draft.kind === 'search' ? 'search' : 'browse',
    criteria: {
      enabled: draft.enabled,
      inheritance: draft.inheritance,
      pivots: [where, ...(draft.language ? [{ name: LANGUAGE_PIVOT, values: [draft.language] }] : [])],
    },
    config: { enabled: true, facetableFields, facets: entries },
  });
}

/** What keeps a draft from being saved: no query or page, no facet. */
export function draftProblems(draft: ContextDraft): { context: boolean; facets: boolean } {
  return {
    context: draft.kind === 'search' ? draft.queries.length === 0 : draft.page.trim() === '',
    facets: draft.facets.length === 0,
  };
}

/** A facetable field of the site as a new facet of a context: its usual kind, the usual names. */
export const facetOfField = (field: FacetableFieldsAnswer['fields'][number]): ContextFacetDraft => ({
  field: field.field,
  type: field.type,
  names: {},
  values: null,
});

/** A context facet's name in a language: the one typed, else the Filters screen's, else the usual. */
export function contextFacetNameIn(
  facet: ContextFacetDraft,
  fields: ReadonlyMap<string, FacetableFieldsAnswer['fields'][number]>,
  language: string,
): string {
  return (
    facet.names[language]?.trim() ||
    facetNameIn({ field: facet.field, label: fields.get(facet.field)?.label ?? {} }, language)
  );
}

/**
 * The facets in the order shoppers filter on them most: those the suggestion names first, in its
 * order, then the others as they were.
 */
export function suggestedOrder(
  facets: readonly ContextFacetDraft[],
  suggested: readonly { field: string }[],
): ContextFacetDraft[] {
  const rank = new Map(suggested.map((entry, index) => [entry.field, index]));
  return facets
    .map((facet, index) => ({ facet, key: rank.get(facet.field) ?? suggested.length + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ facet }) => facet);
}
