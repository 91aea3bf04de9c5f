import { defaultFacetValueConfig, facetValueConfigSchema, type FacetValueConfig } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { parseInput, writeConfig } from './config-write.ts';
import { createFacetValuesRepo } from './facet-values.repo.ts';

/** How an engine lists a facet's values; the defaults until the merchant saves a configuration. */
export async function getFacetValueConfig(
  db: Database,
  engineId: string,
  facet: string,
): Promise<FacetValueConfig> {
  return (await createFacetValuesRepo(db, { engineId }).find(facet)) ?? defaultFacetValueConfig;
}

/** Replaces how an engine of the site lists a facet's values (order, hidden values). */
export async function saveFacetValueConfig(
  db: Database,
  scope: { siteId: string; engineId: string },
  facet: string,
  input: unknown,
): Promise<FacetValueConfig> {
  const value = parseInput(facetValueConfigSchema, input);
  await writeConfig(db, scope.siteId, (tx) => createFacetValuesRepo(tx, scope).save(facet, value));
  return value;
}
