import { MemoryIndex } from './search-index.ts';
import type { IndexOptions, SearchDocument, SearchIndex } from './types.ts';

/**
 * Builds an index from documents, synchronously.
 *
 * @example
 * const index = createIndex(products, { language: 'en' })
 * index.search({ query: 'blue jeans', rows: 24 }, merchandising)
 */
export function createIndex(documents: Iterable<SearchDocument>, options: IndexOptions): SearchIndex {
  const index = new MemoryIndex(options);
  index.upsert(Array.from(documents));
  return index;
}

/**
 * Builds an index without blocking the event loop for long: documents are added in chunks
 * (default 5,000) with a macrotask between them, so a server keeps answering with its old index.
 */
export async function buildIndexAsync(
  documents: Iterable<SearchDocument> | AsyncIterable<SearchDocument>,
  options: IndexOptions,
  { chunkSize = 5_000 }: { readonly chunkSize?: number } = {},
): Promise<SearchIndex> {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0)
    throw new Error(`search: invalid chunkSize ${chunkSize}`);
  const index = new MemoryIndex(options);
  let chunk: SearchDocument[] = [];
  for await (const document of documents) {
    chunk.push(document);
    if (chunk.length === chunkSize) {
      index.upsert(chunk);
      chunk = [];
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  index.upsert(chunk);
  return index;
}

/**
 * Holds the index an engine serves. A rebuilt index replaces the old one in one assignment;
 * searches are synchronous, so each runs entirely on one of them.
 */
export class IndexSlot {
  private index: SearchIndex | undefined;

  constructor(initial?: SearchIndex) {
    this.index = initial;
  }

  /** The index now served, or `undefined` before the first build. */
  get current(): SearchIndex | undefined {
    return this.index;
  }

  /** Serves `next` from now on; returns the index it replaces. */
  swap(next: SearchIndex): SearchIndex | undefined {
    const previous = this.index;
    this.index = next;
    return previous;
  }
}
