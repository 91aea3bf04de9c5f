import { relatedPromptsQuerySchema } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import {
  deleteRelatedPrompt,
  listPromptDocuments,
  savePromptDocument,
  updatePromptDocument,
} from './related-prompts.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour();
// The first page in display order, as a list call without parameters asks.
const all = relatedPromptsQuerySchema.parse({});

describe('related prompts', () => {
  it('should store, update and delete a prompt for the pipeline to read', async () => {
    const prompt = {
      pivots: { query: 'jeans' },
      suggestionText: 'Denim for every day',
      nextQueries: ['slim jeans'],
    };
    const { document: own } = await savePromptDocument(store, shop.siteId, prompt, null);
    expect((await getSiteMerchandising(db, shop.siteId)).relatedPrompts).toMatchObject([
      {
        suggestionText: 'Denim for every day',
        queries: ['jeans'],
        position: 0,
        imageUrl: null,
        active: true,
      },
    ]);
    await updatePromptDocument(
      store,
      shop.siteId,
      own.id,
      { ...prompt, suggestionText: 'Denim all week' },
      null,
    );
    await expect(updatePromptDocument(store, otherShop.siteId, own.id, prompt, null)).rejects.toMatchObject({
      status: 404,
    });
    expect((await getSiteMerchandising(db, shop.siteId)).relatedPrompts[0]?.suggestionText).toBe(
      'Denim all week',
    );
    expect(await listPromptDocuments(db, otherShop.siteId, all)).toEqual({ results: [], numFound: 0 });
    await deleteRelatedPrompt(store, shop.siteId, own.id, null);
    expect((await getSiteMerchandising(db, shop.siteId)).relatedPrompts).toEqual([]);
  });
});
