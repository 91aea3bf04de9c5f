import type { Redirection } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redirections } from '../../db/schema/index.ts';
import { merchandisingTestKit } from '../../testing/merchandising.ts';

// The merchandising API's redirections (issue 15; spec 1 §3, §5, search-extensions-7 of §8).
const { context, base, call, freshSite, firstError } = merchandisingTestKit('redirections');

const redirection = (
  matchingQueries: string[],
  targetUrl = 'https://shop.example.com/help',
  language = 'en',
) => ({
  language,
  matchingQueries,
  targetUrl,
});

async function create(siteId: string, body: object): Promise<Redirection> {
  const { status, body: created } = await call('POST', base(siteId), body);
  expect(status).toBe(201);
  return created;
}

describe('redirections through /merchandising/v1/sites/{siteId}/redirections', () => {
  it('should create, read, replace and delete a redirection', async () => {
    const own = await freshSite();
    const created = await create(own.id, redirection(['returns'], 'https://shop.example.com/returns'));
    expect(created).toMatchObject({ matchingQueries: ['returns'], enabled: true });
    expect((await call('GET', `${base(own.id)}/${created.id}`)).body).toEqual(created);
    const replaced = await call(
      'PUT',
      `${base(own.id)}/${created.id}`,
      redirection(['returns', 'refund'], 'https://shop.example.com/refunds'),
    );
    expect(replaced.body).toMatchObject({
      matchingQueries: ['returns', 'refund'],
      targetUrl: 'https://shop.example.com/refunds',
    });
    expect((await call('DELETE', `${base(own.id)}/${created.id}`)).status).toBe(204);
    expect((await call('GET', `${base(own.id)}/${created.id}`)).status).toBe(404);
    expect((await call('PUT', `${base(own.id)}/${created.id}`, redirection(['x']))).status).toBe(404);
  });

  it('should refuse no term, 31 terms, a 256-character term and a target that is no URL (spec 1 §5)', async () => {
    const none = await call('POST', base(), redirection([]));
    expect(firstError(none.body)).toEqual({
      code: 'global-400',
      message: 'matchingQueries: Add at least one term.',
    });
    const terms = Array.from({ length: 31 }, (_, index) => `term ${index}`);
    const many = await call('POST', base(), redirection(terms));
    expect(firstError(many.body)).toEqual({
      code: 'global-400',
      message: 'matchingQueries: You can add up to 30 terms.',
    });
    const long = await call('POST', base(), redirection(['x'.repeat(256)]));
    expect(firstError(long.body)?.message).toBe(
      'matchingQueries.0: Each term can have at most 255 characters.',
    );
    const notUrl = await call('POST', base(), redirection(['faq'], 'not a url'));
    expect(notUrl.status).toBe(400);
    expect(firstError(notUrl.body)?.message).toMatch(/^targetUrl: The URL must start with http:\/\//);
    expect((await call('POST', base(), redirection(terms.slice(0, 30)))).status).toBe(201);
    expect((await call('POST', base(), redirection(['y'.repeat(255)]))).status).toBe(201);
  });

  it('should refuse with search-extensions-7 a term another redirection has, naming both, and a term twice in one', async () => {
    const own = await freshSite();
    const returns = await create(
      own.id,
      redirection(['Returns', 'refund'], 'https://shop.example.com/returns'),
    );
    const taken = await call(
      'POST',
      base(own.id),
      redirection(['delivery', ' RETURNS '], 'https://shop.example.com/x'),
    );
    expect(taken.status).toBe(409);
    expect(firstError(taken.body)).toEqual({
      code: 'search-extensions-7',
      message: `Redirection term "RETURNS" already exists in redirection ${returns.id}`,
    });
    const twice = await call('POST', base(own.id), redirection(['faq', 'FAQ']));
    expect(twice.status).toBe(409);
    expect(firstError(twice.body)).toEqual({
      code: 'search-extensions-7',
      message: 'Redirection term "FAQ" already exists twice in this redirection',
    });
    const other = await create(own.id, redirection(['shipping']));
    const moved = await call('PUT', `${base(own.id)}/${other.id}`, redirection(['shipping', 'refund']));
    expect(firstError(moved.body)?.code).toBe('search-extensions-7');
    expect((await call('PUT', `${base(own.id)}/${returns.id}`, redirection(['returns']))).status).toBe(200);
    expect(
      (await call('POST', base(own.id), redirection(['returns'], 'https://shop.example.com/es', 'es')))
        .status,
    ).toBe(201);

    const [first, second] = await Promise.all([
      call('POST', base(own.id), redirection(['sale'])),
      call('POST', base(own.id), redirection(['sale'])),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(
      await context.app.db.select().from(redirections).where(eq(redirections.siteId, own.id)),
    ).toHaveLength(4);
  });

  it('should answer 404 to another organisation and for an item of another site, 401 without a token', async () => {
    const created = await create(context.site.id, redirection(['contact']));
    const other = await freshSite();
    for (const [method, url, payload] of [
      ['GET', base(), undefined],
      ['POST', base(), redirection(['jobs'])],
      ['GET', `${base()}/${created.id}`, undefined],
      ['PUT', `${base()}/${created.id}`, redirection(['jobs'])],
      ['DELETE', `${base()}/${created.id}`, undefined],
    ] as const) {
      expect((await call(method, url, payload, context.asStranger)).status).toBe(404);
      expect((await call(method, url, payload, {})).status).toBe(401);
    }
    expect((await call('DELETE', `${base(other.id)}/${created.id}`)).status).toBe(404);
    expect((await call('GET', `${base()}/${created.id}`)).status).toBe(200);
  });

  it('should page, sort and search the list by term and target URL, by language', async () => {
    const own = await freshSite();
    await create(own.id, redirection(['bravo'], 'https://shop.example.com/b'));
    await create(own.id, redirection(['alpha'], 'https://shop.example.com/outlet'));
    await create(own.id, redirection(['charlie'], 'https://shop.example.com/c'));
    await create(own.id, redirection(['alpha'], 'https://shop.example.com/es', 'es'));
    const page = await call('GET', `${base(own.id)}?language=en&sort=terms&order=asc&limit=2&offset=1`);
    expect(page.body.total).toBe(3);
    expect(page.body.redirections.map((item: Redirection) => item.matchingQueries[0])).toEqual([
      'bravo',
      'charlie',
    ]);
    const byUrl = await call('GET', `${base(own.id)}?q=OUTLET`);
    expect(byUrl.body).toMatchObject({
      total: 1,
      redirections: [{ matchingQueries: ['alpha'], language: 'en' }],
    });
    const newest = await call('GET', base(own.id));
    expect(newest.body.redirections[0]).toMatchObject({ language: 'es' });
  });

  it('should send the shopper to the target URL from storefront search once saved', async () => {
    const search = async () => {
      await context.app.searchIndexes.settled(context.site.id);
      return (
        await context.app.inject(
          `/search/v1/query/${context.site.instance}/search?query=size%20guide&lang=en`,
        )
      ).json();
    };
    expect((await search()).direct.content).toEqual([]);
    await create(context.site.id, redirection(['Size guide'], 'https://shop.example.com/size-guide'));
    expect((await search()).direct.content).toEqual([
      expect.objectContaining({ url: 'https://shop.example.com/size-guide' }),
    ]);
  });
});
