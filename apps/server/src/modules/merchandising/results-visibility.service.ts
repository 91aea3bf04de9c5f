import type { ResultsVisibility } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../history/index.ts';
import { getSearchSettings, updateSearchSettings } from './search-settings.service.ts';

/** GET sites/{id}/index-settings: results visibility (spec 1 §3). */
export async function resultsVisibility(db: Database, siteId: string): Promise<ResultsVisibility> {
  return (await getSearchSettings(db, siteId)).resultsVisibility;
}

/** POST sites/{id}/index-settings. */
export async function saveResultsVisibility(
  db: Database,
  siteId: string,
  input: ResultsVisibility,
  actor: Actor | null,
): Promise<ResultsVisibility> {
  const settings = await updateSearchSettings(
    db,
    siteId,
    (stored) => ({
      ...stored,
      resultsVisibility: input,
    }),
    actor,
  );
  return settings.resultsVisibility;
}
