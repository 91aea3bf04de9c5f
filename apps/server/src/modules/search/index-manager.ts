import { setImmediate as nextTurn } from 'node:timers/promises';
import { DomainError } from '@playboard/domain';
import {
  buildIndexAsync,
  dictionaryLexicon,
  type MerchandisingConfig,
  type SearchIndex,
} from '@playboard/search';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CatalogChange, ConfigChange } from '../../plugins/changes.ts';
import { getProducts, readProducts } from '../catalog/index.ts';
import {
  getSiteMerchandising,
  reloadParts,
  resourcesOfKind,
  type SiteMerchandising,
  type TuningKey,
} from '../merchandising/index.ts';
import { allSiteIds, engineLanguages } from '../sites/index.ts';
import { toDocument, type CatalogDocument } from './documents.ts';
import {
  analysisLanguage,
  nextScheduleChange,
  toEngineConfig,
  toEnginePart,
  toEngineStats,
  type TrackingStats,
} from './engine-config.ts';
import { SearchReplicas, type ThreadAnswer } from './replicas/search-replicas.ts';
import type { StorefrontSearch } from './storefront-search.ts';
import { PopularSearchBuilds } from './popular-searches.ts';
import { readTrackingStats } from './tracking-stats.ts';

/** One engine (a site in one language) as searches see it: both fields are replaced, never mutated half-way. */
export interface LiveEngine {
  /** The site and language, unique among engines. */
  readonly key: string;
  readonly language: string;
  index: SearchIndex;
  config: MerchandisingConfig;
  /**
   * Changes whenever the index or the configuration does (upsert, remove, swap, new config), and
   * is never reused by this manager: an answer cached under one version is an answer of now.
   */
  version: number;
}

interface LiveSite {
  readonly siteId: string;
  readonly engines: Map<string, LiveEngine>;
  merchandising: SiteMerchandising;
  stats: Map<string, TrackingStats>;
  /** Changes to one site apply in arrival order, one at a time. */
  queue: Promise<void>;
  scheduleTimer?: NodeJS.Timeout;
  /** A rebuild for a newly added engine language is on its way. */
  rebuilding?: boolean;
}

export interface IndexManagerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How often clicks and popular searches are re-read from tracking. Default one minute. */
  statsRefreshMs?: number;
  /** How old a site's popular searches may get before a refresh builds them again. Default one hour. */
  popularSearchesBuildMs?: number;
  /** Threads answering storefront searches on replicas of the indexes; 0 searches on this thread only. */
  searchThreads?: number;
  /** Where failures go besides the log (Sentry, when configured). */
  reportError?: FastifyInstance['reportError'];
}

/**
 * The last build of a site's indexes failed: searches keep the indexes it had (if any), and the
 * build is tried again on the site's next catalogue or configuration change, or after `retryAt`.
 */
interface BuildFailure {
  /** Why, for the merchant: the sync that asked for the build fails with it. */
  readonly reason: string;
  readonly failures: number;
  readonly retryAt: number;
}

/** Wait before a failed build is tried again without a change: 1 minute, doubling up to 1 hour. */
function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** (failures - 1), 3_600_000);
}

function engineKey(siteId: string, language: string): string {
  return `${siteId}/${language}`;
}

/** Above this share of the catalogue, a change rebuilds the index instead of updating it in place. */
const rebuildShare = 0.5;
/** Longest timer Node accepts. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Keeps one in-memory index per engine, built from Postgres. Catalogue changes update it in place
 * or rebuild it and swap; a configuration change reads the changed resource alone and replaces only
 * the engine configuration's fields it feeds (a new configuration object, which the engine compiles
 * on first use); the whole configuration is read at the site's first load and on a change that names
 * no resource (the change stream had a gap). A search always reads one consistent index. With search threads,
 * every index and change is also sent to their replicas, in the order it happens here.
 */
export class IndexManager {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #reportError: FastifyInstance['reportError'];
  readonly #sites = new Map<string, Promise<LiveSite>>();
  /** The sites of {@link #sites} that have loaded. */
  readonly #loaded = new Map<string, LiveSite>();
  readonly #failures = new Map<string, BuildFailure>();
  readonly #replicas: SearchReplicas | undefined;
  readonly #statsTimer: NodeJS.Timeout;
  readonly #builds: PopularSearchBuilds;
  #closed = false;
  #versions = 0;
  #warming: Promise<void> = Promise.resolve();

  constructor(options: IndexManagerOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#reportError = options.reportError ?? (() => undefined);
    this.#builds = new PopularSearchBuilds(options.db, options.popularSearchesBuildMs ?? 3_600_000, (error) =>
      this.#reportError(error, { job: 'popular-searches-build' }),
    );
    this.#statsTimer = setInterval(() => {
      for (const siteId of this.#sites.keys()) this.#enqueue(siteId, (site) => this.#refreshStats(site));
    }, options.statsRefreshMs ?? 60_000);
    this.#statsTimer.unref();
    const threads = options.searchThreads ?? 0;
    this.#replicas =
      threads > 0
        ? new SearchReplicas({
            threads,
            log: this.#log,
            reportError: this.#reportError,
            engines: () => [...this.#loaded.values()].flatMap((site) => [...site.engines.values()]),
          })
        : undefined;
  }

  /** Builds every site's engines in the background; searches for a site still building wait for it. */
  warmUp(): Promise<void> {
    this.#warming = (async () => {
      for (const siteId of await allSiteIds(this.#db)) {
        if (this.#closed) return;
        // A site that fails to build is logged and reported as such; the others still warm up.
        await this.#site(siteId).catch(() => undefined);
      }
    })().catch((error: unknown) => {
      this.#log.error({ err: error }, 'index warm-up failed');
      this.#reportError(error, { job: 'index-warm-up' });
    });
    return this.#warming;
  }

  /**
   * The engine of a site for a language: the exact language, else its primary subtag, else the
   * site's default engine. Builds the site's indexes on first use. `siteLanguages` (the engines the
   * site has now) lets an engine added in the console be built on its first request; until it is
   * ready, the default engine answers.
   */
  async engine(
    siteId: string,
    language: string | undefined,
    siteLanguages: readonly string[] = [],
  ): Promise<LiveEngine> {
    const site = await this.#site(siteId);
    if (
      !site.rebuilding &&
      !this.#waitingToRetry(siteId) &&
      siteLanguages.some((known) => !site.engines.has(known.toLowerCase()))
    ) {
      site.rebuilding = true;
      void this.rebuild(siteId).finally(() => {
        site.rebuilding = false;
      });
    }
    const wanted = language?.toLowerCase();
    return (
      (wanted && (site.engines.get(wanted) ?? site.engines.get(wanted.slice(0, 2)))) ||
      site.engines.values().next().value!
    );
  }

  /**
   * A site's engine for one of its languages with its saved configuration and the one an edit of
   * that configuration would give, for a preview: nothing is stored, nothing else searches with it.
   * `undefined` when the site has no engine in that language.
   */
  async draft(
    siteId: string,
    language: string,
    edit: (saved: SiteMerchandising) => SiteMerchandising,
  ): Promise<{ index: SearchIndex; saved: MerchandisingConfig; draft: MerchandisingConfig } | undefined> {
    const site = await this.#site(siteId);
    const engine = site.engines.get(language.toLowerCase());
    if (!engine) return undefined;
    const stats =
      site.stats.get(engine.language) ??
      (await readTrackingStats(this.#db, this.#builds, siteId, engine.language));
    return {
      index: engine.index,
      saved: engine.config,
      draft: toEngineConfig(edit(site.merchandising), engine.language, stats, Date.now()),
    };
  }

  /**
   * The serialized answer of a search thread whose replica of the engine has every change this
   * thread's index has; `undefined` when there is none (no threads, or a replica on its way), and
   * the caller searches here. Rejects with `SearchRejected` or `ReplicaLost` (search here then).
   * The caller releases the answer once it has been sent.
   */
  searchOnThread(engine: LiveEngine, call: StorefrontSearch): Promise<ThreadAnswer> | undefined {
    return this.#replicas?.search(engine.key, call);
  }

  /** Resolves once every change received so far for the site has been applied. */
  async settled(siteId: string): Promise<void> {
    const site = await this.#sites.get(siteId)?.catch(() => undefined);
    if (site) await site.queue;
  }

  /**
   * Builds the site's indexes if they are not yet, waits for its pending changes, and rejects with
   * the reason when its last build failed (the sync that asked for it fails with that reason).
   */
  async built(siteId: string): Promise<void> {
    await this.#site(siteId).catch(() => undefined);
    await this.settled(siteId);
    const failure = this.#failures.get(siteId);
    if (failure) {
      throw new DomainError('global-500', `The search index could not be built: ${failure.reason}`, {
        status: 500,
      });
    }
  }

  /** Rebuilds a site's indexes from Postgres and swaps them in. */
  rebuild(siteId: string): Promise<void> {
    return this.#enqueue(siteId, (site) => this.#rebuild(site));
  }

  /** Each site's popular searches, as the engines read them and the console builds and lists them. */
  get popularSearches(): PopularSearchBuilds {
    return this.#builds;
  }

  /** Reads a loaded site's tracking figures again now (after a build of its popular searches). */
  refreshStats(siteId: string): Promise<void> {
    if (!this.#sites.has(siteId)) return Promise.resolve();
    return this.#enqueue(siteId, (site) => this.#refreshStats(site));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#statsTimer);
    await this.#warming;
    for (const pending of this.#sites.values()) {
      const site = await pending.catch(() => undefined);
      if (!site) continue;
      clearTimeout(site.scheduleTimer);
      await site.queue;
    }
    await this.#builds.settled();
    await this.#replicas?.close();
  }

  #site(siteId: string): Promise<LiveSite> {
    // A site whose first build failed answers that failure, without building again, until it may retry.
    if (!this.#loaded.has(siteId) && this.#failures.has(siteId) && !this.#waitingToRetry(siteId))
      this.#sites.delete(siteId);
    let site = this.#sites.get(siteId);
    if (!site) {
      site = this.#load(siteId).catch((error: unknown) => {
        this.#buildFailed(siteId, error);
        throw new DomainError('global-503', 'The search index of this site is not available', {
          status: 503,
        });
      });
      this.#sites.set(siteId, site);
      // Each caller handles the rejection; the stored promise must not count as unhandled.
      site.catch(() => undefined);
    }
    return site;
  }

  /** After a change to a site whose first build failed: its next request builds it again, with the change. */
  #retryOnNextRequest(siteId: string): void {
    const failure = this.#failures.get(siteId);
    if (failure) this.#failures.set(siteId, { ...failure, retryAt: 0 });
  }

  #waitingToRetry(siteId: string): boolean {
    const failure = this.#failures.get(siteId);
    return failure !== undefined && Date.now() < failure.retryAt;
  }

  /** Logs and reports a failed build once, and keeps its reason until a build succeeds. */
  #buildFailed(siteId: string, error: unknown): void {
    const failures = (this.#failures.get(siteId)?.failures ?? 0) + 1;
    const retryAt = Date.now() + retryDelayMs(failures);
    const reason = error instanceof Error ? error.message : String(error);
    this.#failures.set(siteId, { reason, failures, retryAt });
    this.#log.error(
      { err: error, siteId, failures, retryAt: new Date(retryAt).toISOString() },
      'search index build failed',
    );
    this.#reportError(error, { job: 'index-build', siteId });
  }

  async #languages(siteId: string): Promise<string[]> {
    // The default engine's language first.
    const languages = (await engineLanguages(this.#db, siteId)).map((language) => language.toLowerCase());
    // A site without engines yet still answers, in English: the console adds engines later.
    return languages.length > 0 ? languages : ['en'];
  }

  async #buildIndex(siteId: string, language: string): Promise<SearchIndex> {
    const db = this.#db;
    async function* documents(): AsyncGenerator<CatalogDocument> {
      for await (const page of readProducts(db, siteId)) {
        for (const row of page) yield toDocument(row, language);
      }
    }
    return buildIndexAsync(documents(), {
      language: analysisLanguage(language),
      // One per process and language, loaded on the first query needing a correction.
      lexicon: dictionaryLexicon(analysisLanguage(language)),
      logger: (level, message, code) => this.#log[level]({ siteId, language, code }, message),
    });
  }

  async #load(siteId: string): Promise<LiveSite> {
    const started = performance.now();
    const languages = await this.#languages(siteId);
    const merchandising = await getSiteMerchandising(this.#db, siteId);
    const site: LiveSite = {
      siteId,
      engines: new Map(),
      merchandising,
      stats: new Map(),
      queue: Promise.resolve(),
    };
    const now = Date.now();
    for (const language of languages) {
      const stats = await readTrackingStats(this.#db, this.#builds, siteId, language);
      site.stats.set(language, stats);
      site.engines.set(language, {
        key: engineKey(siteId, language),
        language,
        index: await this.#buildIndex(siteId, language),
        config: toEngineConfig(merchandising, language, stats, now),
        version: this.#nextVersion(),
      });
    }
    this.#loaded.set(siteId, site);
    this.#failures.delete(siteId);
    for (const engine of site.engines.values()) this.#replicas?.built(engine);
    this.#scheduleNextChange(site);
    const size = site.engines.values().next().value!.index.size;
    this.#log.info(
      { siteId, languages, products: size, ms: Math.round(performance.now() - started) },
      'site indexed',
    );
    return site;
  }

  #enqueue(siteId: string, task: (site: LiveSite) => Promise<void>): Promise<void> {
    const pending = this.#sites.get(siteId);
    // A site not loaded yet reads the current catalogue and configuration when it first loads.
    if (!pending || this.#closed) return Promise.resolve();
    if (!this.#loaded.has(siteId)) this.#retryOnNextRequest(siteId);
    return pending.then(
      (site) => {
        site.queue = site.queue
          .then(() => (this.#closed ? undefined : task(site)))
          .catch((error: unknown) => {
            this.#log.error({ err: error, siteId }, 'index update failed');
            this.#reportError(error, { job: 'index-update', siteId });
          });
        return site.queue;
      },
      // A first build still under way when the change came may fail after it.
      () => this.#retryOnNextRequest(siteId),
    );
  }

  /**
   * A site's configuration changed: the changed resource is read again and its engines get the
   * fields it feeds; a change naming no resource reads everything again. A failed build is tried again.
   */
  configChanged(change: ConfigChange): void {
    void this.#enqueue(change.siteId, async (site) => {
      // The write that announced the change answers its caller first: reading the part (the
      // embedded database runs on this thread) must not delay that answer.
      await nextTurn();
      if (change.resource === undefined) await this.#reloadConfig(site);
      else await this.#reloadParts(site, resourcesOfKind(change.resource));
      if (this.#failures.has(site.siteId)) await this.#rebuild(site);
    });
  }

  /** A site's catalogue changed: its indexes are updated in place, or rebuilt and swapped. */
  catalogChanged(change: CatalogChange): void {
    void this.#enqueue(change.siteId, async (site) => {
      const size = site.engines.values().next().value!.index.size;
      if (
        change.rebuild ||
        this.#failures.has(site.siteId) ||
        change.upserted.length > Math.max(1000, size * rebuildShare)
      )
        return this.#rebuild(site);
      const rows = await getProducts(this.#db, site.siteId, change.upserted);
      const found = new Set(rows.map((row) => row.id));
      const gone = [...change.removed, ...change.upserted.filter((id) => !found.has(id))];
      for (const engine of site.engines.values()) {
        const documents = rows.map((row) => toDocument(row, engine.language));
        if (documents.length > 0) engine.index.upsert(documents);
        if (gone.length > 0) engine.index.remove(gone);
        this.#replicas?.changed(engine.key, documents, gone);
        engine.version = this.#nextVersion();
      }
    });
  }

  /** Builds the site's indexes anew and swaps them in; when that fails, the old ones stay. */
  async #rebuild(site: LiveSite): Promise<void> {
    const next = new Map<string, SearchIndex>();
    try {
      for (const language of await this.#languages(site.siteId))
        next.set(language, await this.#buildIndex(site.siteId, language));
    } catch (error) {
      this.#buildFailed(site.siteId, error);
      return;
    }
    this.#failures.delete(site.siteId);
    const now = Date.now();
    // Every engine of the site switches in the same tick: no search sees a mix.
    for (const [language, index] of next) {
      const engine = site.engines.get(language);
      if (engine) {
        engine.index = index;
        engine.version = this.#nextVersion();
        this.#replicas?.built(engine);
      } else {
        const stats = await readTrackingStats(this.#db, this.#builds, site.siteId, language);
        site.stats.set(language, stats);
        const added: LiveEngine = {
          key: engineKey(site.siteId, language),
          language,
          index,
          config: toEngineConfig(site.merchandising, language, stats, now),
          version: this.#nextVersion(),
        };
        site.engines.set(language, added);
        this.#replicas?.built(added);
      }
    }
    for (const [language, engine] of site.engines) {
      if (next.has(language)) continue;
      site.engines.delete(language);
      this.#replicas?.dropped(engine.key);
    }
  }

  /** Reads the site's whole configuration again and gives its engines and their replicas the new one. */
  async #reloadConfig(site: LiveSite): Promise<void> {
    site.merchandising = await getSiteMerchandising(this.#db, site.siteId);
    const now = Date.now();
    for (const engine of site.engines.values()) {
      engine.config = toEngineConfig(
        site.merchandising,
        engine.language,
        site.stats.get(engine.language)!,
        now,
      );
      this.#replicas?.configured(engine.key, engine.config);
      engine.version = this.#nextVersion();
    }
    this.#scheduleNextChange(site);
  }

  /** Reads the tracking figures again and replaces only the engine fields they feed. */
  async #refreshStats(site: LiveSite): Promise<void> {
    for (const engine of site.engines.values()) {
      const stats = await readTrackingStats(this.#db, this.#builds, site.siteId, engine.language);
      site.stats.set(engine.language, stats);
      const part = toEngineStats(stats, site.merchandising);
      engine.config = { ...engine.config, ...part };
      this.#replicas?.reconfigured(engine.key, part);
      engine.version = this.#nextVersion();
    }
  }

  /** Reads these parts of the site's configuration again (one query each) and reconfigures its engines by them. */
  async #reloadParts(site: LiveSite, parts: readonly TuningKey[]): Promise<void> {
    if (parts.length === 0) return;
    site.merchandising = await reloadParts(this.#db, site.siteId, site.merchandising, parts);
    this.#reconfigure(site, parts);
  }

  /** Replaces the fields these parts feed in each engine's configuration and its replicas', the others kept. */
  #reconfigure(site: LiveSite, parts: readonly TuningKey[]): void {
    const now = Date.now();
    for (const engine of site.engines.values()) {
      const part = toEnginePart(
        site.merchandising,
        parts,
        engine.language,
        site.stats.get(engine.language)!,
        now,
      );
      engine.config = { ...engine.config, ...part };
      this.#replicas?.reconfigured(engine.key, part);
      engine.version = this.#nextVersion();
    }
    this.#scheduleNextChange(site);
  }

  #nextVersion(): number {
    return ++this.#versions;
  }

  #scheduleNextChange(site: LiveSite): void {
    clearTimeout(site.scheduleTimer);
    const now = Date.now();
    const next = nextScheduleChange(site.merchandising, now);
    if (next === undefined) return;
    site.scheduleTimer = setTimeout(
      () =>
        void this.#enqueue(site.siteId, async (live) => {
          this.#reconfigure(live, ['redirections']);
        }),
      Math.min(next - now + 1, maxTimerMs),
    );
    site.scheduleTimer.unref();
  }
}
