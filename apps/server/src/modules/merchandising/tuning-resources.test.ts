import {
  CONFIG_REVISION_KINDS,
  defaultSearchSettings,
  defaultSynonymSettings,
  previewChangeSchema,
  type PreviewChange,
} from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import { getSiteMerchandising, tuningKinds, tuningResources, withDraft } from './tuning-resources.ts';

/**
 * Revision kinds history does not revert through a descriptor: the layer's look, which search does not
 * read, and the configuration service's data, which is per instance and versioned by its module.
 */
const versionedElsewhere = ['customisation', 'layer', 'serviceConfig'];

const { db, shop } = await siteAndNeighbour();

describe('tuningResources', () => {
  it("should hold one descriptor per part of the site's configuration, each read through its repo", async () => {
    const keys = tuningResources.map((resource) => resource.key);
    expect(new Set(keys).size).toBe(keys.length);
    const merchandising = await getSiteMerchandising(db, shop.siteId);
    expect(Object.keys(merchandising).sort()).toEqual([...keys].sort());
    expect(merchandising).toMatchObject({
      timeZone: 'UTC',
      settings: defaultSearchSettings,
      synonymSettings: defaultSynonymSettings,
      synonyms: [],
      facets: [],
    });
  });

  it("should give history every revision kind of the domain's list but those versioned elsewhere, once each", () => {
    const versioned = tuningKinds.map((kind) => kind.kind);
    expect(new Set(versioned).size).toBe(versioned.length);
    expect([...versioned, ...versionedElsewhere].sort()).toEqual([...CONFIG_REVISION_KINDS].sort());
    const announced = new Set(tuningResources.flatMap((resource) => resource.kinds));
    for (const kind of versioned) expect(announced).toContain(kind);
  });

  it('should apply each kind of unsaved change of the preview union to exactly one part', async () => {
    const saved = await getSiteMerchandising(db, shop.siteId);
    const previewKinds = previewChangeSchema.options.map((option) => option.shape.kind.value);
    for (const kind of previewKinds) {
      // A deletion of an item, or the settings as edited.
      const change = (
        kind === 'searchSettings' ? { kind, value: defaultSearchSettings } : { kind, id: 'saved' }
      ) as PreviewChange;
      const applying = tuningResources.filter(
        (resource) => resource.draft?.(saved[resource.key] as never, change) !== undefined,
      );
      expect([kind, applying.length]).toEqual([kind, 1]);
    }
    const changed = withDraft(saved, {
      kind: 'synonym',
      value: { language: 'en', terms: ['coat', 'jacket'], oneWay: false },
    });
    expect(changed.synonyms).toEqual([
      { id: 'unsaved', language: 'en', terms: ['coat', 'jacket'], oneWay: false },
    ]);
    expect({ ...changed, synonyms: saved.synonyms }).toEqual(saved);
  });
});
