import {
  defaultVisualCustomisation,
  DomainError,
  platformCapabilities,
  PLATFORMS,
  visualCustomisationSchema,
  type LayerCapabilities,
  type LayerConfig,
  type Platform,
  type VisualCustomisation,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { siteCustomisations } from '../../db/schema/index.ts';
import { loadServiceConfigs } from '../config/index.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { engineLanguages, siteByInstance } from '../sites/index.ts';

function platformOf(value: string): Platform {
  return (PLATFORMS as readonly string[]).includes(value) ? (value as Platform) : 'CUSTOM';
}

export function layerCapabilities(platform: string): LayerCapabilities {
  const capabilities = platformCapabilities[platformOf(platform)];
  return {
    taxAlternativePrice: capabilities.hasTaxAlternativePrice,
    variantSelector: capabilities.supportVariantSelector,
  };
}

/**
 * Reads a stored customisation over the defaults, so settings saved before a field existed still
 * parse; anything that no longer parses falls back to the defaults rather than breaking the layer.
 */
function fromStored(stored: Record<string, unknown> | undefined): VisualCustomisation {
  if (!stored) return defaultVisualCustomisation;
  const productCard = (stored.productCard ?? {}) as Record<string, unknown>;
  const parsed = visualCustomisationSchema.safeParse({
    ...defaultVisualCustomisation,
    ...stored,
    productCard: { ...defaultVisualCustomisation.productCard, ...productCard },
  });
  return parsed.success ? parsed.data : defaultVisualCustomisation;
}

async function storedSettings(db: Database, siteId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ settings: siteCustomisations.settings })
    .from(siteCustomisations)
    .where(eq(siteCustomisations.siteId, siteId));
  return row?.settings;
}

async function storeSettings(db: Database, siteId: string, settings: Record<string, unknown>): Promise<void> {
  await db
    .insert(siteCustomisations)
    .values({ siteId, settings })
    .onConflictDoUpdate({ target: siteCustomisations.siteId, set: { settings, updatedAt: new Date() } });
}

/** The site's saved customisation, keyed by the site's id; none until the merchant saves one. */
export const customisationKind: VersionedKind = {
  kind: 'customisation',
  async find(tx, siteId) {
    const stored = await storedSettings(tx, siteId);
    return stored && fromStored(stored);
  },
  async restore(tx, siteId, _entityId, value) {
    if (value === undefined) {
      await tx.delete(siteCustomisations).where(eq(siteCustomisations.siteId, siteId));
      return;
    }
    await storeSettings(tx, siteId, { ...visualCustomisationSchema.parse(value) });
  },
  entities: async (_tx, siteId) => [siteId],
};

/** A site's visual customisation: the saved one, else the domain default. */
export async function customisationOf(db: Database, siteId: string): Promise<VisualCustomisation> {
  return fromStored(await storedSettings(db, siteId));
}

/**
 * Saves a site's customisation. Options the platform cannot render (spec 1 §9: tax alternative price,
 * variant selector) are refused rather than stored and silently ignored by the layer.
 */
export async function saveCustomisation(
  store: Store,
  site: { id: string; platform: string },
  input: VisualCustomisation,
  actor: Actor | null,
): Promise<VisualCustomisation> {
  const capabilities = layerCapabilities(site.platform);
  const refused = [
    input.productCard.taxAlternativePrice && !capabilities.taxAlternativePrice
      ? 'productCard.taxAlternativePrice'
      : undefined,
    input.productCard.variantSelector && !capabilities.variantSelector
      ? 'productCard.variantSelector'
      : undefined,
  ].filter((field) => field !== undefined);
  if (refused.length > 0) {
    throw new DomainError(
      'global-400',
      refused.map((field) => `${field}: not offered for ${site.platform} sites`).join('; '),
      { status: 400 },
    );
  }
  const settings = { ...input } as Record<string, unknown>;
  await writeConfig(store, { siteId: site.id, kind: customisationKind, entityId: site.id, actor }, (tx) =>
    storeSettings(tx, site.id, settings),
  );
  return fromStored(settings);
}

/** The layer configuration of a public instance key; undefined when no site has it. */
export async function layerConfig(db: Database, instance: string): Promise<LayerConfig | undefined> {
  const site = await siteByInstance(db, instance);
  if (!site) return undefined;
  const [languages, customisation, services] = await Promise.all([
    engineLanguages(db, site.id),
    customisationOf(db, site.id),
    loadServiceConfigs(db, site.id),
  ]);
  return {
    instance: site.instance,
    enabled: site.enabled,
    cssSelector: site.cssSelector,
    languages,
    defaultLanguage: languages[0] ?? 'en',
    currency: site.currency,
    platform: platformOf(site.platform),
    capabilities: layerCapabilities(site.platform),
    customisation,
    behaviour: services.layer,
  };
}
