import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import {
  createRelatedPrompt,
  deleteRelatedPrompt,
  listRelatedPrompts,
  updateRelatedPrompt,
} from './related-prompts.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('related prompts', () => {
  it('should store, update and delete a prompt for the pipeline to read', async () => {
    const prompt = { queries: ['jeans'], suggestionText: 'Denim for every day', nextQueries: ['slim jeans'] };
    const own = await createRelatedPrompt(handle.db, shop.siteId, prompt, null);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).relatedPrompts).toMatchObject([
      { suggestionText: 'Denim for every day', position: 0, imageUrl: null },
    ]);
    await updateRelatedPrompt(
      handle.db,
      shop.siteId,
      own.id,
      {
        ...prompt,
        suggestionText: 'Denim all week',
      },
      null,
    );
    await expect(
      updateRelatedPrompt(handle.db, otherShop.siteId, own.id, prompt, null),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await getSiteMerchandising(handle.db, shop.siteId)).relatedPrompts[0]?.suggestionText).toBe(
      'Denim all week',
    );
    expect(await listRelatedPrompts(handle.db, otherShop.siteId)).toEqual([]);
    await deleteRelatedPrompt(handle.db, shop.siteId, own.id, null);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).relatedPrompts).toEqual([]);
  });
});
