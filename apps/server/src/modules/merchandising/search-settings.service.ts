import {
  defaultSearchSettings,
  SEARCH_SETTINGS_PARTS,
  searchSettingsSchema,
  type SearchSettings,
  type SearchSettingsPart,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { parseInput } from './config-write.ts';
import { createSearchSettingsRepo } from './search-settings.repo.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The stored settings with one part replaced (undefined: back to its default), parsed whole. */
async function savePart(tx: Database, siteId: string, part: SearchSettingsPart, value: unknown) {
  const repo = createSearchSettingsRepo(tx, { siteId });
  const stored = (await repo.find()) ?? defaultSearchSettings;
  const settings = parseInput(searchSettingsSchema, {
    ...stored,
    [part]: value ?? defaultSearchSettings[part],
  });
  await repo.save(settings);
  return settings;
}

/**
 * One part of the site's search settings as history versions it, each screen its own kind
 * (searchable fields, results visibility, featured products): a revert puts back that part alone.
 */
function partKind(part: SearchSettingsPart): VersionedKind {
  return {
    kind: part,
    find: async (tx, siteId) => (await createSearchSettingsRepo(tx, { siteId }).find())?.[part],
    restore: async (tx, siteId, _entityId, value) => void (await savePart(tx, siteId, part, value)),
  };
}

export const searchableFieldsKind = partKind('searchableFields');
export const resultsVisibilityKind = partKind('resultsVisibility');
export const featuredProductsKind = partKind('featuredProducts');

/**
 * The revisions written before each screen had its kind: the three parts in one object. They stay
 * readable and revertible; a revert puts back only the parts that revision changed, so one of them
 * never undoes another screen's settings. No write makes this kind any more.
 */
export const searchSettingsKind: VersionedKind = {
  kind: 'searchSettings',
  find: (tx, siteId) => createSearchSettingsRepo(tx, { siteId }).find(),
  async restore(tx, siteId, _entityId, value) {
    const repo = createSearchSettingsRepo(tx, { siteId });
    await (value === undefined ? repo.remove() : repo.save(searchSettingsSchema.parse(value)));
  },
  reverted(current, { before, after }) {
    const now = (current as SearchSettings | undefined) ?? defaultSearchSettings;
    const was = (before as SearchSettings | null) ?? defaultSearchSettings;
    const then = (after as SearchSettings | null) ?? defaultSearchSettings;
    const parts = SEARCH_SETTINGS_PARTS.filter((part) => !same(was[part], then[part]));
    return { ...now, ...Object.fromEntries(parts.map((part) => [part, was[part]])) };
  },
};

/** A site's search settings; the defaults until its merchant saves any. */
export async function getSearchSettings(db: Database, siteId: string): Promise<SearchSettings> {
  return (await createSearchSettingsRepo(db, { siteId }).find()) ?? defaultSearchSettings;
}

const partKinds: Record<SearchSettingsPart, VersionedKind> = {
  searchableFields: searchableFieldsKind,
  resultsVisibility: resultsVisibilityKind,
  featuredProducts: featuredProductsKind,
};

/**
 * Saves one part of a site's search settings (each screen saves its own), parsed with the others by
 * the domain schema, in one transaction with its revision of that part's kind.
 */
export async function updateSearchSettings<P extends SearchSettingsPart>(
  store: Store,
  siteId: string,
  part: P,
  value: SearchSettings[P],
  actor: Actor | null,
): Promise<SearchSettings[P]> {
  const settings = await writeConfig(
    store,
    { siteId, kind: partKinds[part], entityId: siteId, actor },
    (tx) => savePart(tx, siteId, part, value),
  );
  return settings[part];
}
