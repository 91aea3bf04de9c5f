import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import {
  createRelatedPrompt,
  deleteRelatedPrompt,
  listRelatedPrompts,
  updateRelatedPrompt,
} from './related-prompts.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('related prompts', () => {
  it('should store, update and delete a prompt for the pipeline to read', async () => {
    const prompt = { queries: ['jeans'], suggestionText: 'Denim for every day', nextQueries: ['slim jeans'] };
    const own = await createRelatedPrompt(store, shop.siteId, prompt, null);
    expect((await getSiteMerchandising(db, shop.siteId)).relatedPrompts).toMatchObject([
      { suggestionText: 'Denim for every day', position: 0, imageUrl: null },
    ]);
    await updateRelatedPrompt(
      store,
      shop.siteId,
      own.id,
      {
        ...prompt,
        suggestionText: 'Denim all week',
      },
      null,
    );
    await expect(updateRelatedPrompt(store, otherShop.siteId, own.id, prompt, null)).rejects.toMatchObject({
      status: 404,
    });
    expect((await getSiteMerchandising(db, shop.siteId)).relatedPrompts[0]?.suggestionText).toBe(
      'Denim all week',
    );
    expect(await listRelatedPrompts(db, otherShop.siteId)).toEqual([]);
    await deleteRelatedPrompt(store, shop.siteId, own.id, null);
    expect((await getSiteMerchandising(db, shop.siteId)).relatedPrompts).toEqual([]);
  });
});
