import { defaultFacetValueConfig, facetValueConfigSchema, type FacetValueConfig } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { parseInput } from './config-write.ts';
import { createFacetValuesRepo } from './facet-values.repo.ts';

/** A facet's values are configured per engine: the entity is `facet:<engine id>:<facet>`. */
const facetValuesEntity = (engineId: string, facet: string) => `facet:${engineId}:${facet}`;

function facetOfEntity(entityId: string): { engineId: string; facet: string } {
  const [, engineId = '', facet = ''] = entityId.split(':');
  return { engineId, facet };
}

export const facetValuesKind: VersionedKind = {
  kind: 'facetValues',
  find(tx, _siteId, entityId) {
    const { engineId, facet } = facetOfEntity(entityId);
    return createFacetValuesRepo(tx, { engineId }).find(facet);
  },
  async restore(tx, _siteId, entityId, value) {
    const { engineId, facet } = facetOfEntity(entityId);
    const repo = createFacetValuesRepo(tx, { engineId });
    await (value === undefined ? repo.remove(facet) : repo.save(facet, facetValueConfigSchema.parse(value)));
  },
};

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
  store: Store,
  scope: { siteId: string; engineId: string },
  facet: string,
  input: unknown,
  actor: Actor | null,
): Promise<FacetValueConfig> {
  const value = parseInput(facetValueConfigSchema, input);
  const entityId = facetValuesEntity(scope.engineId, facet);
  await writeConfig(store, { siteId: scope.siteId, kind: facetValuesKind, entityId, actor }, (tx) =>
    createFacetValuesRepo(tx, scope).save(facet, value),
  );
  return value;
}
