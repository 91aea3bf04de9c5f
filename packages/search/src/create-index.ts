import { MemoryIndex } from './search-index.ts';
import type { IndexOptions, SearchDocument, SearchIndex } from './types.ts';

/**
 * Builds an index from documents, synchronously. `T` is never inferred (an empty list would make
 * it `never`): name it to get your own document type back in hits, `createIndex<Product>(...)`.
 *
 * @example
 * const index = createIndex(products, { language: 'en' })
 * index.search({ query: 'blue jeans', rows: 24 }, merchandising)
 */
export function createIndex<T extends SearchDocument = SearchDocument>(
  documents: Iterable<NoInfer<T>>,
  options: IndexOptions,
): SearchIndex<T> {
  const index = new MemoryIndex<T>(options);
  index.upsert(Array.from(documents));
  return index;
}

/**
 * Builds an index without blocking the event loop for long: documents are added in chunks
 * (default 5,000) with a macrotask between them, so a server keeps answering with its old index.
 */
export async function buildIndexAsync<T extends SearchDocument = SearchDocument>(
  documents: Iterable<NoInfer<T>> | AsyncIterable<NoInfer<T>>,
  options: IndexOptions,
  { chunkSize = 5_000 }: { readonly chunkSize?: number } = {},
): Promise<SearchIndex<T>> {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0)
    throw new Error(`search: invalid chunkSize ${chunkSize}`);
  const index = new MemoryIndex<T>(options);
  let chunk: T[] = [];
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
export class IndexSlot<T extends SearchDocument = SearchDocument> {
  private index: SearchIndex<T> | undefined;

  constructor(initial?: SearchIndex<T>) {
    this.index = initial;
  }

  /** The index now served, or `undefined` before the first build. */
  get current(): SearchIndex<T> | undefined {
    return this.index;
  }

  /** Serves `next` from now on; returns the index it replaces. */
  swap(next: SearchIndex<T>): SearchIndex<T> | undefined {
    const previous = this.index;
    this.index = next;
    return previous;
  }
}
