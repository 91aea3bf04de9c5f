import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';

let app: App;
let shop: TestSite;

beforeAll(async () => {
  ({ app } = await testApp());
  shop = await createSite(app.db);
});

async function eventsOf(siteId: string) {
  return app.db.select().from(trackingEvents).where(eq(trackingEvents.siteId, siteId));
}

describe('GET /tagging/v1/track/{instance}/{event}', () => {
  it('should answer 204 at once and write the event within the flush interval (~250 ms)', async () => {
    const response = await app.inject(
      `/tagging/v1/track/${shop.instance}/query?q=blue+jeans&lang=en&totalHits=42&page=1&origin=search_box%3Aexternal&follow=false&warehouse=7`,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await expect.poll(() => eventsOf(shop.siteId), { timeout: 2000, interval: 50 }).toHaveLength(1);
    expect((await eventsOf(shop.siteId))[0]).toMatchObject({
      event: 'query',
      query: 'blue jeans',
      language: 'en',
      totalHits: 42,
      page: 1,
      origin: 'search_box:external',
      params: { warehouse: '7' },
    });
  });

  it("should keep the engine's correction of a query event, as its answer's tagging URL carries it", async () => {
    const response = await app.inject(
      `/tagging/v1/track/${shop.instance}/query?q=shrt&lang=en&totalHits=3&spellcheck=shirt&session=s-corrected&refined=false`,
    );
    expect(response.statusCode).toBe(204);
    await app.trackingBuffer.flush();
    const rows = await eventsOf(shop.siteId);
    expect(rows.find((row) => row.session === 's-corrected')).toMatchObject({
      query: 'shrt',
      totalHits: 3,
      params: { spellcheck: 'shirt', refined: 'false' },
    });
  });

  it('should take the same URL posted without a body, as navigator.sendBeacon sends it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/tagging/v1/track/${shop.instance}/click?q=beacon&productId=p7&position=3&session=s-beacon`,
    });
    expect(response.statusCode).toBe(204);
    await app.trackingBuffer.flush();
    const rows = await eventsOf(shop.siteId);
    expect(rows.find((row) => row.session === 's-beacon')).toMatchObject({
      event: 'click',
      query: 'beacon',
      productId: 'p7',
      position: 3,
    });
  });

  it('should stamp an event with the time it arrived, before the buffer journals and writes it', async () => {
    const push = vi.spyOn(app.trackingBuffer, 'push');
    const before = Date.now();
    const response = await app.inject(
      `/tagging/v1/track/${shop.instance}/query?q=midnight&session=s-arrival`,
    );
    const after = Date.now();
    expect(response.statusCode).toBe(204);
    const arrivedAt = push.mock.calls[0]![0].occurredAt!.getTime();
    push.mockRestore();
    // The route subtracts the fractional time Fastify has spent from a whole-millisecond Date.now().
    expect(arrivedAt).toBeGreaterThanOrEqual(before - 1);
    expect(arrivedAt).toBeLessThanOrEqual(after);
    // Written later, it keeps that time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.trackingBuffer.flush();
    const row = (await eventsOf(shop.siteId)).find((event) => event.session === 's-arrival');
    expect(row?.occurredAt.getTime()).toBe(arrivedAt);
  });

  it('should keep the no-results fallback total of -1 (contract §5.2)', async () => {
    const response = await app.inject(
      `/tagging/v1/track/${shop.instance}/query?q=zzz&totalHits=-1&session=s-fallback`,
    );
    expect(response.statusCode).toBe(204);
    await app.trackingBuffer.flush();
    const rows = await eventsOf(shop.siteId);
    expect(rows.find((row) => row.session === 's-fallback')?.totalHits).toBe(-1);
  });

  it.each([
    'click',
    'add2cart',
    'checkout',
    'page',
    'session',
    'display',
    'displayClick',
    'toolingDisplayClick',
  ])('should accept the %s event', async (event) => {
    const response = await app.inject(
      `/tagging/v1/track/${shop.instance}/${event}?q=x&productId=p1&position=2`,
    );
    expect(response.statusCode).toBe(204);
  });

  it('should answer a repeat within the window 204 and store it once (issue 38)', async () => {
    await app.trackingBuffer.flush();
    const url = `/tagging/v1/track/${shop.instance}/add2cart?q=jeans&productId=p3&position=1&session=s-twice`;
    const answers = await Promise.all([app.inject(url), app.inject({ method: 'POST', url })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    await app.trackingBuffer.flush();
    expect((await eventsOf(shop.siteId)).filter((row) => row.session === 's-twice')).toHaveLength(1);
  });

  it('should write every buffered event on flush, in one go', async () => {
    await app.trackingBuffer.flush();
    const before = (await eventsOf(shop.siteId)).length;
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.inject(`/tagging/v1/track/${shop.instance}/click?productId=bulk-${index}&position=${index + 1}`),
      ),
    );
    await app.trackingBuffer.flush();
    expect((await eventsOf(shop.siteId)).length).toBe(before + 50);
  });

  it.each([
    ['an unknown event', 'purchase?q=x'],
    ['a non-numeric position', 'click?position=first'],
    ['a query over 1,024 characters', `query?q=${'a'.repeat(1025)}`],
  ])('should reject %s with 400 global-400 and record nothing', async (_case, path) => {
    await app.trackingBuffer.flush();
    const before = (await eventsOf(shop.siteId)).length;
    const response = await app.inject(`/tagging/v1/track/${shop.instance}/${path}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-400' }] });
    await app.trackingBuffer.flush();
    expect((await eventsOf(shop.siteId)).length).toBe(before);
  });

  it('should answer an unknown instance with 404 global-404', async () => {
    const response = await app.inject('/tagging/v1/track/nope/click?productId=p1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
  });

  it('should answer the CORS preflight for the shop origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: `/tagging/v1/track/${shop.instance}/click?productId=p1`,
      headers: { origin: `https://${shop.instance}.example.com`, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(`https://${shop.instance}.example.com`);
  });
});
