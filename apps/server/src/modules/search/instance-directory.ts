import type { Database } from '../../db/client.ts';
import { engineLanguages, siteByInstance } from '../sites/index.ts';

/** What the storefront APIs need to know about a site, found by its public instance key. */
export interface InstanceEntry {
  siteId: string;
  instance: string;
  /** The shop's origin: the one browser origin CORS lets in. */
  origin: string | undefined;
  /** Engine languages; the default one first. */
  languages: string[];
  /** The search layer is switched on: a disabled site's storefront calls answer 404. */
  enabled: boolean;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Resolves instance keys to sites with a short cache: storefront calls are public and frequent,
 * and a site or engine created in the console becomes reachable within `ttlMs`.
 */
export class InstanceDirectory {
  readonly #db: Database;
  readonly #ttlMs: number;
  readonly #entries = new Map<string, { entry: Promise<InstanceEntry | undefined>; expires: number }>();
  /** Instance of each site read so far, so a site's change can drop its entry. */
  readonly #instances = new Map<string, string>();

  constructor(db: Database, options: { ttlMs?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? 5000;
  }

  resolve(instance: string): Promise<InstanceEntry | undefined> {
    const now = Date.now();
    const cached = this.#entries.get(instance);
    if (cached && cached.expires > now) return cached.entry;
    const entry = this.#load(instance);
    this.#entries.set(instance, { entry, expires: now + this.#ttlMs });
    entry.catch(() => this.#entries.delete(instance));
    return entry;
  }

  /** Forgets a cached instance so the next call reads the database. */
  forget(instance: string): void {
    this.#entries.delete(instance);
  }

  /** Forgets a site (its instance) after a change to it, e.g. enabled, so the next call reads it. */
  forgetSite(siteId: string): void {
    const instance = this.#instances.get(siteId);
    if (instance !== undefined) this.forget(instance);
  }

  async #load(instance: string): Promise<InstanceEntry | undefined> {
    const site = await siteByInstance(this.#db, instance);
    if (!site) return undefined;
    const languages = await engineLanguages(this.#db, site.id);
    this.#instances.set(site.id, instance);
    return { siteId: site.id, instance, origin: originOf(site.url), languages, enabled: site.enabled };
  }
}
