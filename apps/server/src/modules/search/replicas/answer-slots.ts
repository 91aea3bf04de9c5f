/**
 * Shared memory a search thread writes its answers into: fixed slots the main thread lends for
 * one search each and takes back once that answer has gone out. An answer posted back as a string
 * lands on the main thread's heap (most in its old space: V8 pretenures large messages), where
 * collecting ~75 MB a second cost that thread a fifth of its time in pauses of ~40 ms.
 */
export class AnswerSlots {
  readonly memory: SharedArrayBuffer;
  readonly #size: number;
  readonly #free: number[];

  constructor(count: number, size: number) {
    this.memory = new SharedArrayBuffer(count * size);
    this.#size = size;
    this.#free = Array.from({ length: count }, (_, slot) => count - 1 - slot);
  }

  /** A free slot, or `undefined` when all are lent: the thread then answers with a string. */
  take(): number | undefined {
    return this.#free.pop();
  }

  /** The answer a thread wrote into `slot`; valid until the slot is released. */
  read(slot: number, length: number): Buffer {
    return Buffer.from(this.memory, slot * this.#size, length);
  }

  release(slot: number): void {
    this.#free.push(slot);
  }
}

/**
 * Writes `json` into a slot of `memory` as UTF-8; the bytes written, or `undefined` when it does
 * not fit (a write that fills the slot may have stopped short of the end).
 */
export function writeAnswer(memory: Buffer, slot: number, size: number, json: string): number | undefined {
  const written = memory.write(json, slot * size, size, 'utf8');
  // UTF-8 characters are at most 4 bytes: a write ending further than that from the slot's end
  // had nothing left to write.
  return written <= size - 4 ? written : undefined;
}
