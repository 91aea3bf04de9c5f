import type { SearchHit, SearchResponse } from '@playboard/search';
import type { CatalogDocument } from './documents.ts';
import { productFields, productTagging, resultEvents, toFacets, toTiles } from './empathy-responses.ts';
import { taggingUrls, trackingParams, type TaggingContext, type TaggingUrls } from './tagging-urls.ts';

/** What a product writes into every answer that shows it. */
interface ProductJson {
  /** Its fields as a JSON object left open: the tracking URLs close it. */
  readonly fields: string;
  /** Its tracking parameters but the position. */
  readonly params: string;
}

// A changed product is a new document (the index never mutates one), so an entry is right for as
// long as it lives, and goes with the version it describes.
const written = new WeakMap<CatalogDocument, ProductJson>();

function productJson(document: CatalogDocument): ProductJson {
  let json = written.get(document);
  if (json === undefined) {
    json = {
      fields: JSON.stringify(productFields(document)).slice(0, -1),
      params: trackingParams(productTagging(document)),
    };
    written.set(document, json);
  }
  return json;
}

/**
 * Results (`content`) as a JSON array. A search answer is mostly its products (~2 KB each, more
 * than half of it tracking URLs), and they are the same in every answer that shows them: written
 * once per product, an answer is concatenated instead of built and serialized field by field.
 */
function resultsJson(hits: readonly SearchHit[], start: number, urls: TaggingUrls): string {
  if (hits.length === 0) return '[]';
  // Each URL opened as a JSON string: the encoded parameters after it never need escaping.
  const opened = resultEvents.map((event) => `"${event}":${JSON.stringify(urls.base(event)).slice(0, -1)}`);
  let text = '[';
  for (let i = 0; i < hits.length; i++) {
    const product = productJson(hits[i]!.document as CatalogDocument);
    const tail = `${product.params}&position=${start + i + 1}"`;
    text += `${i === 0 ? '' : ','}${product.fields},"tagging":{${opened[0]}${tail},${opened[1]}${tail},${opened[2]}${tail},${opened[3]}${tail}}}`;
  }
  return `${text}]`;
}

/**
 * Partial results in the contract's shape (§3.1). Their products are tracked under the search the
 * shopper made (its text in `q`), with the part in `partial` and the `partial_result:<location>`
 * origin (§3.1, §5.3): analytics gives their clicks to that search and counts them apart too.
 */
function partialsJson(response: SearchResponse, context: TaggingContext): string {
  const origin = `partial_result:${response.total === 0 ? 'no_results' : 'low_results'}`;
  const partials = response.partials.map(
    (partial) =>
      `{"term":${JSON.stringify(partial.query)},"numFound":${partial.total},"content":${resultsJson(partial.results, 0, taggingUrls({ ...context, origin, page: 1, partial: partial.query }))}}`,
  );
  return `[${partials.join(',')}]`;
}

/** The facets a search's filters select, each once: what shoppers filtered this search by. */
function filteredFacets(filters: readonly string[]): string {
  return [...new Set(filters.map((filter) => filter.slice(0, filter.indexOf(':')).trim()))].join(',');
}

/**
 * The `/search` answer of the contract (§3.1, `searchResponseSchema`) as JSON text. Its query
 * tagging says whether the search was filtered and by which facets (`filteredBy`), which the
 * facets by context screen suggests an order from.
 */
export function searchAnswerJson(
  response: SearchResponse,
  start: number,
  context: TaggingContext,
  filters: readonly string[],
): string {
  const urls = taggingUrls(context);
  const tagging = {
    query: urls.url('query', {
      totalHits: response.total,
      ...(response.spellchecked ? { spellcheck: response.spellchecked } : {}),
      ...(filters.length > 0 ? { filtered: 'true', filteredBy: filteredFacets(filters) } : {}),
    }),
    display: urls.url('display', { totalHits: response.total }),
  };
  const direct = response.redirection
    ? [
        {
          id: response.redirection.id,
          url: response.redirection.url,
          tagging: { click: urls.url('click', { productId: response.redirection.id }) },
        },
      ]
    : [];
  return (
    `{"catalog":{"numFound":${response.total},"spellchecked":${JSON.stringify(response.spellchecked ?? '')}` +
    `,"relaxedTerms":${JSON.stringify(response.relaxedTerms)}` +
    `,"content":${resultsJson(response.results, start, urls)}` +
    `,"facets":${JSON.stringify(toFacets(response.facets))}` +
    `,"partials":${partialsJson(response, context)}` +
    (response.priceStats ? `,"stats":${JSON.stringify({ price: response.priceStats })}` : '') +
    `,"tagging":${JSON.stringify(tagging)}}` +
    `,"banner":${JSON.stringify({ content: toTiles(response.banners, context) })}` +
    `,"promoted":${JSON.stringify({ content: toTiles(response.promoted, context) })}` +
    `,"direct":${JSON.stringify({ content: direct })}}`
  );
}
