import { defaultSearchSettings, searchSettingsSchema, type SearchSettings } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { parseInput } from './config-write.ts';
import { createSearchSettingsRepo } from './search-settings.repo.ts';

/** The site's search settings (searchable fields, results visibility, featured products), keyed by the site's id. */
export const searchSettingsKind: VersionedKind = {
  kind: 'searchSettings',
  find: (tx, siteId) => createSearchSettingsRepo(tx, { siteId }).find(),
  async restore(tx, siteId, _entityId, value) {
    const repo = createSearchSettingsRepo(tx, { siteId });
    await (value === undefined ? repo.remove() : repo.save(searchSettingsSchema.parse(value)));
  },
};

/** A site's search settings; the defaults until its merchant saves any. */
export async function getSearchSettings(db: Database, siteId: string): Promise<SearchSettings> {
  return (await createSearchSettingsRepo(db, { siteId }).find()) ?? defaultSearchSettings;
}

/**
 * Changes part of a site's search settings (the Index API saves one part per route): the change is
 * applied to the stored settings and the whole parsed with the domain schema, in one transaction.
 */
export async function updateSearchSettings(
  db: Database,
  siteId: string,
  change: (settings: SearchSettings) => unknown,
  actor: Actor | null,
): Promise<SearchSettings> {
  return writeConfig(db, { siteId, kind: searchSettingsKind, entityId: siteId, actor }, async (tx) => {
    const repo = createSearchSettingsRepo(tx, { siteId });
    const value = parseInput(searchSettingsSchema, change((await repo.find()) ?? defaultSearchSettings));
    await repo.save(value);
    return value;
  });
}
