// Related prompts proposed from what shoppers searched next (issue 34): one per popular search
// with two or more learned next queries, in the shopper's language, never for a search a prompt
// answers already nor one the merchant dismissed; nothing reaches the storefront until saved.
import { relatedPromptProposalsSchema } from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { addSite } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';

const { app, asOwner, organizationId, call } = await operatorTestApp(
  '',
  'prompt-proposals-operator@playboard.test',
);
const { site } = await addSite(app, organizationId, { languages: ['en', 'es'] });
const base = `/merchandising/v1/sites/${site.id}`;
const asMerchant = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(method, url, payload, asOwner);

/** Sessions that search `from`, click a product of it, then search `to`, a minute apart. */
function journeys(from: string, to: string, sessions: number, first: number, language = 'en') {
  const at = Date.now() - 86_400_000;
  return Array.from({ length: sessions }, (_, index): Omit<NewTrackingEventRow, 'siteId'>[] => {
    const session = `${language}-${first + index}`;
    const common = { language, session, totalHits: 4 };
    return [
      { ...common, event: 'query', query: from, occurredAt: new Date(at) },
      { ...common, event: 'click', query: from, totalHits: null, occurredAt: new Date(at + 10_000) },
      { ...common, event: 'query', query: to, occurredAt: new Date(at + 60_000) },
    ];
  }).flat();
}

beforeAll(async () => {
  await upsertProducts(app, site.id, clothingCatalogue());
  await app.db
    .insert(trackingEvents)
    .values(
      [
        ...journeys('jeans', 'denim jacket', 3, 1),
        ...journeys('jeans', 'denim shorts', 2, 4),
        ...journeys('dress', 'belt', 4, 6),
        ...journeys('vaqueros', 'chaqueta vaquera', 2, 1, 'es'),
        ...journeys('vaqueros', 'cinturón', 2, 3, 'es'),
        ...journeys('falda', 'blusa', 4, 5, 'es'),
      ].map((event) => ({ ...event, siteId: site.id })),
    );
  for (const language of ['en', 'es']) {
    const build = await asMerchant('POST', `${base}/popular-searches/builds`, { language });
    if (build.status !== 200) throw new Error(`the build failed: ${JSON.stringify(build.body)}`);
  }
});

async function proposals(language = 'en') {
  const response = await asMerchant('GET', `${base}/related-prompt-proposals?language=${language}`);
  expect(response.status).toBe(200);
  return relatedPromptProposalsSchema.parse(response.body).proposals;
}

describe('related prompt proposals', () => {
  it('should propose a prompt naming what the next queries share, in the language of the searches', async () => {
    expect(await proposals()).toEqual([
      {
        query: 'jeans',
        suggestionText: 'More denim',
        nextQueries: ['denim jacket', 'denim shorts'],
        sessions: 5,
      },
    ]);
    expect(await proposals('es')).toEqual([
      {
        query: 'vaqueros',
        suggestionText: 'Después de “vaqueros” también buscan',
        nextQueries: ['chaqueta vaquera', 'cinturón'],
        sessions: 4,
      },
    ]);
    // Proposed, not published.
    const storefront = await app.inject(`/relatedprompts/${site.instance}?query=jeans&lang=en`);
    expect(storefront.json().data.relatedprompts).toEqual([]);
  });

  it('should propose nothing for a search a prompt answers, and propose it again once the prompt is gone', async () => {
    const saved = await asMerchant('POST', `/suggestions/manage/${site.instance}`, {
      suggestionText: 'More denim',
      nextQueries: ['denim jacket', 'denim shorts'],
      pivots: { query: 'jeans', lang: 'en' },
    });
    expect(saved.status).toBe(201);
    expect(await proposals()).toEqual([]);
    await app.inject({
      method: 'DELETE',
      url: `/suggestions/manage/${site.instance}/${saved.body.id}`,
      headers: asOwner,
    });
    expect((await proposals()).map((proposal) => proposal.query)).toEqual(['jeans']);
  });

  it('should not propose a dismissed search again, a second dismissal changing nothing', async () => {
    for (let time = 0; time < 2; time++) {
      const dismissed = await asMerchant('POST', `${base}/related-prompt-proposals/dismissals`, {
        language: 'es',
        query: 'Vaqueros',
      });
      expect(dismissed.status).toBe(204);
    }
    expect(await proposals('es')).toEqual([]);
    expect((await proposals()).map((proposal) => proposal.query)).toEqual(['jeans']);
    const bad = await asMerchant('POST', `${base}/related-prompt-proposals/dismissals`, {
      language: 'xx',
      query: 'a',
    });
    expect(bad.status).toBe(400);
  });
});
