import type { ServiceConfigs } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { loadServiceConfigs } from './service-configs.service.ts';

/**
 * Each site's service settings as a storefront service applies them, read once per site and kept
 * until a change of them (the change stream calls `forgetSite`), so a request never waits for the
 * database after the first.
 */
export class ServiceConfigReader {
  readonly #db: Database;
  readonly #sites = new Map<string, Promise<ServiceConfigs>>();

  constructor(db: Database) {
    this.#db = db;
  }

  of(siteId: string): Promise<ServiceConfigs> {
    let configs = this.#sites.get(siteId);
    if (configs === undefined) {
      configs = loadServiceConfigs(this.#db, siteId);
      this.#sites.set(siteId, configs);
      configs.catch(() => this.#sites.delete(siteId));
    }
    return configs;
  }

  /** Reads the site's settings again at its next request. */
  forgetSite(siteId: string): void {
    this.#sites.delete(siteId);
  }
}
