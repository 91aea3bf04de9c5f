// A search thread: holds replicas of the main thread's indexes and answers storefront searches on
// them, so searches use every core while the main thread parses requests and sends answers.
import { parentPort, workerData } from 'node:worker_threads';
import {
  createIndex,
  dictionaryLexicon,
  type MerchandisingConfig,
  type SearchIndex,
} from '@playboard/search';
import type { CatalogDocument } from '../documents.ts';
import { storefrontSearch } from '../storefront-search.ts';
import { writeAnswer } from './answer-slots.ts';
import type { FromThread, ThreadData, ToThread } from './protocol.ts';

interface Replica {
  live: SearchIndex<CatalogDocument> | undefined;
  config: MerchandisingConfig;
  /** A replica being received, and the changes that come after its snapshot. */
  next?: { index: SearchIndex<CatalogDocument>; held: Extract<ToThread, { type: 'change' }>[] };
}

const port = parentPort!;
const replicas = new Map<string, Replica>();
const { answers, answerSlotSize } = workerData as ThreadData;
const answerMemory = Buffer.from(answers);

function post(message: FromThread): void {
  port.postMessage(message);
}

function apply(index: SearchIndex<CatalogDocument>, change: Extract<ToThread, { type: 'change' }>): void {
  if (change.upserted.length > 0) index.upsert(change.upserted);
  if (change.removed.length > 0) index.remove(change.removed);
}

function search(message: Extract<ToThread, { type: 'search' }>): void {
  const replica = replicas.get(message.key);
  if (!replica?.live) {
    post({ type: 'missing', id: message.id, key: message.key });
    return;
  }
  try {
    const json = storefrontSearch(replica.live, replica.config, message.call);
    const length =
      message.slot === undefined ? undefined : writeAnswer(answerMemory, message.slot, answerSlotSize, json);
    post(
      length === undefined
        ? { type: 'answer', id: message.id, json }
        : { type: 'written', id: message.id, length },
    );
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('search:'))
      post({ type: 'rejected', id: message.id, message: error.message });
    else
      post({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
  }
}

port.on('message', (message: ToThread) => {
  switch (message.type) {
    case 'search':
      return search(message);
    case 'build-start': {
      const replica = replicas.get(message.key) ?? { live: undefined, config: message.config };
      replica.config = message.config;
      replica.next = {
        index: createIndex<CatalogDocument>([], {
          language: message.language,
          // The thread's own copy of the language's dictionaries (threads share no heap), loaded by
          // the first query that needs a correction: most shops' Spanish engines never pay for it.
          lexicon: dictionaryLexicon(message.language),
          logger: (level, text, code) => post({ type: 'log', key: message.key, level, message: text, code }),
        }),
        held: [],
      };
      replicas.set(message.key, replica);
      return;
    }
    case 'build-chunk':
      replicas.get(message.key)?.next?.index.upsert(message.documents);
      return;
    case 'build-end': {
      const replica = replicas.get(message.key);
      if (!replica?.next) return;
      for (const change of replica.next.held) apply(replica.next.index, change);
      replica.live = replica.next.index;
      delete replica.next;
      return;
    }
    case 'change': {
      const replica = replicas.get(message.key);
      if (replica?.next) replica.next.held.push(message);
      else if (replica?.live) apply(replica.live, message);
      return;
    }
    case 'config': {
      const replica = replicas.get(message.key);
      if (replica) replica.config = message.config;
      return;
    }
    case 'config-part': {
      const replica = replicas.get(message.key);
      if (replica) replica.config = { ...replica.config, ...message.part };
      return;
    }
    case 'drop':
      replicas.delete(message.key);
      return;
  }
});
