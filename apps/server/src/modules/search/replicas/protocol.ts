import type { Language, MerchandisingConfig } from '@playboard/search';
import type { CatalogDocument } from '../documents.ts';
import type { StorefrontSearch } from '../storefront-search.ts';

// Messages between the main thread and a search thread. A thread handles them one at a time in
// the order they were posted, which is what keeps a replica consistent with the main index.

/** What the main thread tells a search thread. */
export type ToThread =
  /** An engine's index was built or rebuilt: a new replica starts, empty, with its configuration. */
  | { type: 'build-start'; key: string; language: Language; config: MerchandisingConfig }
  /** Products of the new replica, part of the index's documents at the moment it was built. */
  | { type: 'build-chunk'; key: string; documents: CatalogDocument[] }
  /** Every product was sent: the new replica replaces the old one, then changes held back apply. */
  | { type: 'build-end'; key: string }
  /** Products upserted and removed since. */
  | {
      type: 'change';
      key: string;
      upserted: readonly CatalogDocument[];
      removed: readonly string[];
    }
  | { type: 'config'; key: string; config: MerchandisingConfig }
  /** Fields of the configuration replaced, the others kept: what one resource's change feeds. */
  | { type: 'config-part'; key: string; part: Partial<MerchandisingConfig> }
  /** The engine is gone. */
  | { type: 'drop'; key: string }
  /** A search; its answer goes into the thread's answer slot `slot` when one was lent. */
  | { type: 'search'; id: number; key: string; call: StorefrontSearch; slot?: number | undefined };

/** What a search thread starts with (its `workerData`). */
export interface ThreadData {
  /** The thread's answer slots (`AnswerSlots.memory`), `answerSlotSize` bytes each. */
  readonly answers: SharedArrayBuffer;
  readonly answerSlotSize: number;
}

/** What a search thread answers. */
export type FromThread =
  /** The serialized Empathy answer is in the search's slot: `length` bytes of UTF-8. */
  | { type: 'written'; id: number; length: number }
  /**
   * The serialized Empathy answer, when no slot was lent or it did not fit. Not transferred bytes:
   * those count against the main thread's heap, which holds the indexes, and pushed it into a
   * full collection every second.
   */
  | { type: 'answer'; id: number; json: string }
  /** The engine rejected the call (`search: …`): the caller's mistake. */
  | { type: 'rejected'; id: number; message: string }
  /** The thread has no replica of that engine (it never should: the main thread asks only those that do). */
  | { type: 'missing'; id: number; key: string }
  /** The search failed unexpectedly. */
  | { type: 'failed'; id: number; message: string; stack?: string | undefined }
  /** What the engine logs while building or searching a replica. */
  | { type: 'log'; key: string; level: 'info' | 'warn'; message: string; code: string };
