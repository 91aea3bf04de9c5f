import { defaultSearchSettings, SEARCHABLE_FIELDS, type SearchableFieldsInput } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import type { Actor } from '../history/index.ts';
import { getSearchSettings, updateSearchSettings } from './search-settings.service.ts';

const defaultWeights = new Map(
  defaultSearchSettings.searchableFields.map((field) => [field.name, field.weight]),
);

function answer(fields: { name: string; active: boolean; weight: number }[]) {
  const active = new Map(fields.filter((field) => field.active).map((field) => [field.name, field.weight]));
  return {
    fields: SEARCHABLE_FIELDS.map((field) => ({
      field,
      active: active.has(field),
      weight: active.get(field) ?? defaultWeights.get(field) ?? 1,
    })),
  };
}

/** GET fields/site/{id}/searchable: every searchable field, active with its weight or not. */
export async function searchableFields(db: Database, siteId: string) {
  return answer((await getSearchSettings(db, siteId)).searchableFields);
}

/** PUT fields/site/{id}/searchable: the active fields with their weights; the others stop being searched. */
export async function saveSearchableFields(
  store: Store,
  siteId: string,
  input: SearchableFieldsInput,
  actor: Actor | null,
) {
  const fields = input.fields.map(({ field, weight }) => ({ name: field, active: true, weight }));
  return answer(await updateSearchSettings(store, siteId, 'searchableFields', fields, actor));
}
