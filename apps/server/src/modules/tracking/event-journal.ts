import { randomUUID } from 'node:crypto';
import {
  close,
  closeSync,
  fdatasync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { NewTrackingEventRow } from '../../db/schema/index.ts';

/** A journal file: the events acknowledged between two flushes of one process. */
interface Segment {
  readonly journal: string;
  readonly path: string;
  /** Open while new events are appended to it; closed once a flush has taken its events. */
  fd: number | undefined;
  /** Its events not yet written to the database nor given up; at 0 a closed segment is removed. */
  unresolved: number;
  /** Appended to since its last sync. */
  dirty: boolean;
  /** The syncs asked of it, one after the other, so its file is closed only after the last. */
  syncs: Promise<void>;
}

/** An acknowledged event with its place in the journal it was appended to. */
export interface JournalEntry {
  readonly row: NewTrackingEventRow;
  readonly journal: string;
  /** Increasing within its journal: the database keeps the last one written per journal. */
  readonly seq: number;
  readonly segment: Segment;
}

/** Journals of this module instance still in use: an orphan of our own pid is one not listed here. */
const liveJournals = new Set<string>();

// <pid>.<journal>.<segment>.ndjson: the pid tells whether the process that wrote it is still running.
const segmentName = /^(\d+)\.([0-9a-f]{32})\.(\d+)\.ndjson$/;

function running(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The tracking buffer's write-ahead log: each acknowledged event is appended (one JSON line) to a
 * file under `<DATA_DIR>/tracking-journal` before the storefront gets its 204, and the file is
 * removed once all its events are in the database. A process that dies leaves its files behind
 * for the next start to replay. Each process writes its own journal; a process adopts only the
 * journals of processes no longer running.
 */
export class EventJournal {
  readonly id = randomUUID().replaceAll('-', '');
  readonly #dir: string;
  readonly #log: FastifyBaseLogger;
  #seq = 0;
  #segments = 0;
  #current: Segment | undefined;
  /** Segments not yet removed, per journal (ours and adopted ones). */
  readonly #open = new Map<string, number>();
  #closed = false;

  constructor(dir: string, log: FastifyBaseLogger) {
    mkdirSync(dir, { recursive: true });
    this.#dir = dir;
    this.#log = log;
    liveJournals.add(this.id);
  }

  /** Writes the event to the current segment; it survives a crash of this process from then on. */
  append(row: NewTrackingEventRow): JournalEntry {
    if (this.#closed) throw new Error('tracking journal: append after close');
    const segment = (this.#current ??= this.#openSegment());
    const seq = ++this.#seq;
    writeSync(segment.fd!, `${JSON.stringify([seq, row])}\n`);
    segment.unresolved += 1;
    segment.dirty = true;
    return { row, journal: this.id, seq, segment };
  }

  /**
   * Starts a new segment for the events that arrive from now on, so the current one can be removed
   * as soon as the events a flush takes are written. It is synced to disk meanwhile, which bounds
   * what a crash of the machine itself (not only of the process) can lose.
   */
  rotate(): void {
    const segment = this.#current;
    if (!segment) return;
    this.#current = undefined;
    this.#release(segment);
    this.#removeIfDone(segment);
  }

  /**
   * Asks the system to put what was appended since the last call on disk. A crash of the process
   * loses nothing appended; this bounds what a crash of the machine loses to what came after it.
   */
  sync(): void {
    const segment = this.#current;
    if (segment?.dirty) this.#sync(segment);
  }

  /** Marks events as written or given up; removes the closed segments left with nothing unresolved. */
  resolve(entries: readonly JournalEntry[]): void {
    const touched = new Set<Segment>();
    for (const entry of entries) {
      entry.segment.unresolved -= 1;
      touched.add(entry.segment);
    }
    for (const segment of touched) this.#removeIfDone(segment);
  }

  /** Journals all of whose events are resolved and whose files are gone (ours only once closed). */
  finished(): string[] {
    return [...this.#open]
      .filter(([journal, left]) => left === 0 && (journal !== this.id || this.#closed))
      .map(([journal]) => journal);
  }

  /** Called once the database no longer keeps the journal's position. */
  forget(journal: string): void {
    this.#open.delete(journal);
    if (journal !== this.id) liveJournals.delete(journal);
  }

  /**
   * Takes over the journals that processes no longer running left behind and reads their events,
   * in the order they were written. Each file is first renamed under this process's pid: a rename
   * is atomic, so when several processes start at once each file goes to exactly one of them, and
   * if this one dies before it is done, the next start takes the files again. A line cut short by
   * a crash of the machine is skipped.
   */
  adoptOrphans(): JournalEntry[] {
    const files = readdirSync(this.#dir)
      .map((name) => segmentName.exec(name))
      .filter((match) => match !== null && !liveJournals.has(match[2]!) && !running(Number(match[1])))
      .map((match) => ({ name: match![0], journal: match![2]!, number: Number(match![3]) }))
      .sort((a, b) => a.journal.localeCompare(b.journal) || a.number - b.number);
    const entries: JournalEntry[] = [];
    for (const file of files) {
      const path = join(this.#dir, `${process.pid}.${file.journal}.${file.number}.ndjson`);
      try {
        renameSync(join(this.#dir, file.name), path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      liveJournals.add(file.journal);
      this.#open.set(file.journal, (this.#open.get(file.journal) ?? 0) + 1);
      const segment: Segment = {
        journal: file.journal,
        path,
        fd: undefined,
        unresolved: 0,
        dirty: false,
        syncs: Promise.resolve(),
      };
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (line === '') continue;
        let parsed: [number, NewTrackingEventRow];
        try {
          parsed = JSON.parse(line) as [number, NewTrackingEventRow];
        } catch {
          this.#log.warn({ file: path }, 'tracking journal: unreadable line skipped');
          continue;
        }
        const [seq, row] = parsed;
        segment.unresolved += 1;
        entries.push({
          row: { ...row, occurredAt: new Date(row.occurredAt as unknown as string) },
          journal: file.journal,
          seq,
          segment,
        });
      }
      this.#removeIfDone(segment);
    }
    return entries;
  }

  /** Stops taking events; segments still holding unwritten events stay for the next start. */
  close(): void {
    this.#closed = true;
    this.rotate();
    for (const journal of this.#open.keys()) liveJournals.delete(journal);
    liveJournals.delete(this.id);
  }

  #openSegment(): Segment {
    this.#segments += 1;
    const path = join(this.#dir, `${process.pid}.${this.id}.${this.#segments}.ndjson`);
    this.#open.set(this.id, (this.#open.get(this.id) ?? 0) + 1);
    return {
      journal: this.id,
      path,
      fd: openSync(path, 'a'),
      unresolved: 0,
      dirty: false,
      syncs: Promise.resolve(),
    };
  }

  #sync(segment: Segment): void {
    const fd = segment.fd!;
    segment.dirty = false;
    segment.syncs = segment.syncs.then(
      () =>
        new Promise((resolve) => {
          fdatasync(fd, (error) => {
            if (error) this.#log.warn({ err: error, file: segment.path }, 'tracking journal: sync failed');
            resolve();
          });
        }),
    );
  }

  #release(segment: Segment): void {
    const fd = segment.fd;
    if (fd === undefined) return;
    if (this.#closed) {
      segment.fd = undefined;
      closeSync(fd);
      return;
    }
    if (segment.dirty) this.#sync(segment);
    segment.fd = undefined;
    void segment.syncs.then(() => close(fd, () => undefined));
  }

  #removeIfDone(segment: Segment): void {
    if (segment.fd !== undefined || segment.unresolved > 0) return;
    unlinkSync(segment.path);
    this.#open.set(segment.journal, (this.#open.get(segment.journal) ?? 1) - 1);
  }
}
