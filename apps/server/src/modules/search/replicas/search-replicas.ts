import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { MerchandisingConfig, SearchIndex } from '@playboard/search';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CatalogDocument } from '../documents.ts';
import type { StorefrontSearch } from '../storefront-search.ts';
import { AnswerSlots } from './answer-slots.ts';
import type { FromThread, ThreadData, ToThread } from './protocol.ts';

/** An engine as the main thread holds it: what a new or restarted thread replicates. */
export interface ReplicatedEngine {
  readonly key: string;
  readonly index: SearchIndex;
  readonly config: MerchandisingConfig;
}

export interface SearchReplicasOptions {
  threads: number;
  log: FastifyBaseLogger;
  reportError: FastifyInstance['reportError'];
  /** Every engine the main thread holds now. */
  engines(): Iterable<ReplicatedEngine>;
  /** The threads' module: search-thread.ts, or a test's wrapper of it. */
  script?: URL;
  /** Answer slots per thread and their size in bytes; the defaults suit storefront pages. */
  answerSlots?: { count: number; size: number };
}

/** The engine rejected the call (`search: …`): the caller's mistake, answered 400. */
export class SearchRejected extends Error {}

/** The thread went away before answering; the main thread answers instead. */
export class ReplicaLost extends Error {}

/** Products per message while a replica is sent: the main thread serves requests in between. */
const chunkSize = 2_000;
/** Longest wait before a thread that keeps dying is started again. */
const maxRestartDelayMs = 60_000;

/**
 * Answer slots per thread: more than the searches a busy server has in flight on one thread, each
 * the size of a large page (24 products are ~50 KB). A search finding no free slot, or whose
 * answer does not fit, is answered as a string.
 */
const defaultAnswerSlots = { count: 64, size: 128 * 1024 };

/** A thread's answer: JSON text or bytes, to send before `release`, which frees its slot. */
export interface ThreadAnswer {
  readonly body: string | Buffer;
  release(): void;
}

interface Pending {
  resolve(answer: ThreadAnswer): void;
  reject(error: Error): void;
  readonly slot: number | undefined;
}

const nothingToRelease = (): void => undefined;

interface Thread {
  worker: Worker;
  /** Engines whose replica in this thread has every change the main index has. */
  readonly synced: Set<string>;
  /** Replicas being sent, by engine: a newer build of the engine, a drop or a death cancels. */
  readonly sending: Map<string, object>;
  readonly pending: Map<number, Pending>;
  readonly answers: AnswerSlots;
  failures: number;
}

/**
 * Search threads, each with a replica of every engine the main thread holds, answering storefront
 * searches. The main thread's index stays the reference: it answers whenever no thread holds an
 * engine's replica in sync (while one is sent, after a thread died), so nothing waits for a thread.
 */
export class SearchReplicas {
  readonly #options: SearchReplicasOptions;
  readonly #threads: Thread[] = [];
  #nextId = 0;
  #closed = false;

  constructor(options: SearchReplicasOptions) {
    this.#options = options;
    for (let slot = 0; slot < options.threads; slot++) this.#threads.push(this.#start(slot, 0));
  }

  /** An engine's index was built or swapped for a rebuilt one: every thread receives a copy. */
  built(engine: ReplicatedEngine): void {
    for (const thread of this.#threads) this.#replicate(thread, engine);
  }

  changed(key: string, upserted: readonly CatalogDocument[], removed: readonly string[]): void {
    this.#broadcast({ type: 'change', key, upserted, removed });
  }

  configured(key: string, config: MerchandisingConfig): void {
    this.#broadcast({ type: 'config', key, config });
  }

  reconfigured(key: string, part: Partial<MerchandisingConfig>): void {
    this.#broadcast({ type: 'config-part', key, part });
  }

  dropped(key: string): void {
    for (const thread of this.#threads) {
      thread.synced.delete(key);
      thread.sending.delete(key);
    }
    this.#broadcast({ type: 'drop', key });
  }

  /**
   * The serialized answer of a thread holding the engine in sync, the least busy one; `undefined`
   * when none does. Rejects with {@link SearchRejected} or {@link ReplicaLost}.
   */
  search(key: string, call: StorefrontSearch): Promise<ThreadAnswer> | undefined {
    let chosen: Thread | undefined;
    for (const thread of this.#threads) {
      if (thread.synced.has(key) && (!chosen || thread.pending.size < chosen.pending.size)) chosen = thread;
    }
    if (!chosen) return undefined;
    const thread = chosen;
    const id = ++this.#nextId;
    const slot = thread.answers.take();
    return new Promise<ThreadAnswer>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject, slot });
      if (!this.#post(thread, { type: 'search', id, key, call, slot })) {
        thread.pending.delete(id);
        if (slot !== undefined) thread.answers.release(slot);
        reject(new ReplicaLost('the search could not be sent to its thread'));
      }
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#threads.map((thread) => thread.worker.terminate()));
  }

  #start(slot: number, failures: number): Thread {
    const { count, size } = this.#options.answerSlots ?? defaultAnswerSlots;
    const answers = new AnswerSlots(count, size);
    const workerData: ThreadData = { answers: answers.memory, answerSlotSize: size };
    const worker = new Worker(this.#options.script ?? new URL('./search-thread.ts', import.meta.url), {
      workerData,
    });
    const thread: Thread = {
      worker,
      synced: new Set(),
      sending: new Map(),
      pending: new Map(),
      answers,
      failures,
    };
    worker.on('message', (message: FromThread) => this.#answer(thread, message));
    worker.on('error', (error) => {
      this.#options.log.error({ err: error, slot }, 'search thread failed');
      this.#options.reportError(error, { job: 'search-thread' });
    });
    worker.on('exit', (code) => this.#exited(slot, thread, code));
    for (const engine of this.#options.engines()) this.#replicate(thread, engine);
    return thread;
  }

  #exited(slot: number, thread: Thread, code: number): void {
    thread.synced.clear();
    thread.sending.clear();
    for (const pending of thread.pending.values())
      pending.reject(new ReplicaLost(`search thread exited (${code})`));
    thread.pending.clear();
    if (this.#closed) return;
    this.#options.log.error(
      { slot, code },
      'search thread exited; the main thread searches until it is back',
    );
    const delay = Math.min(1000 * 2 ** thread.failures, maxRestartDelayMs);
    setTimeout(() => {
      if (!this.#closed) this.#threads[slot] = this.#start(slot, thread.failures + 1);
    }, delay).unref();
  }

  #answer(thread: Thread, message: FromThread): void {
    if (message.type === 'log') {
      this.#options.log[message.level]({ engine: message.key, code: message.code }, message.message);
      return;
    }
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    thread.pending.delete(message.id);
    const { slot } = pending;
    if (message.type === 'written') {
      // A thread writes only into a slot it was lent: anything else is a bug in the thread.
      if (slot === undefined) {
        pending.reject(new Error(`search ${message.id} was answered in a slot it was not lent`));
        return;
      }
      thread.failures = 0;
      let released = false;
      pending.resolve({
        body: thread.answers.read(slot, message.length),
        release: () => {
          if (released) return;
          released = true;
          thread.answers.release(slot);
        },
      });
      return;
    }
    // The thread no longer writes into a slot it answered without.
    if (slot !== undefined) thread.answers.release(slot);
    if (message.type === 'answer') {
      thread.failures = 0;
      pending.resolve({ body: message.json, release: nothingToRelease });
    } else if (message.type === 'rejected') pending.reject(new SearchRejected(message.message));
    else if (message.type === 'missing') {
      thread.synced.delete(message.key);
      pending.reject(new ReplicaLost(`the thread has no replica of ${message.key}`));
    } else {
      const error = new Error(message.message);
      if (message.stack) error.stack = message.stack;
      pending.reject(error);
    }
  }

  #replicate(thread: Thread, engine: ReplicatedEngine): void {
    const { key, index, config } = engine;
    // Taken now, with build-start posted in the same turn: changes posted from here on come after
    // the snapshot in the thread's queue, and it applies them once the whole copy is in.
    const documents = index.documents() as CatalogDocument[];
    const token = {};
    thread.synced.delete(key);
    thread.sending.set(key, token);
    this.#post(thread, { type: 'build-start', key, language: index.language, config });
    void (async () => {
      for (let start = 0; start < documents.length; start += chunkSize) {
        if (start > 0) await nextTurn();
        if (thread.sending.get(key) !== token) return;
        this.#post(thread, {
          type: 'build-chunk',
          key,
          documents: documents.slice(start, start + chunkSize),
        });
      }
      if (thread.sending.get(key) !== token) return;
      this.#post(thread, { type: 'build-end', key });
      thread.sending.delete(key);
      thread.synced.add(key);
    })();
  }

  #broadcast(message: ToThread): void {
    for (const thread of this.#threads) this.#post(thread, message);
  }

  /** Whether the message went out; one that cannot be cloned is a bug here: the replica is no longer trusted. */
  #post(thread: Thread, message: ToThread): boolean {
    try {
      thread.worker.postMessage(message);
      return true;
    } catch (error) {
      thread.synced.delete(message.key);
      this.#options.log.error({ err: error, engine: message.key }, 'search thread message failed');
      this.#options.reportError(error, { job: 'search-thread' });
      return false;
    }
  }
}
