import type { BannerWithState } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/index.ts';
import { merchandisingTestKit } from '../../testing/merchandising.ts';

// The merchandising API's banners (issue 15; spec 1 §3, §4, §5), with their image checked when the
// server can reach it: a host the test allows through CONNECTOR_ALLOWED_HOSTS serves images, a page,
// a missing file and an image that refuses HEAD.
let images: Server;
let origin: string;

function imageHost(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/banner')) {
      response
        .writeHead(200, { 'content-type': 'image/png' })
        .end(request.method === 'HEAD' ? undefined : 'png');
    } else if (path === '/no-head.jpg') {
      if (request.method === 'HEAD') response.writeHead(405).end();
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg');
    } else if (path === '/page.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>not an image</p>');
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const { context, base, call, freshSite, firstError } = merchandisingTestKit('banners', {
  env: async () => {
    images = await imageHost();
    const { port } = images.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    return { CONNECTOR_ALLOWED_HOSTS: `127.0.0.1:${port}` };
  },
});

afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

let images_ = 0;
/** A banner with an image of its own, so banners of one test are not each other's copies. */
const banner = (overrides: object = {}) => {
  images_ += 1;
  return {
    language: 'en',
    assetUrl: `${origin}/banner-${images_}.png`,
    targetUrl: 'https://shop.example.com/denim',
    matchingQueries: ['jeans'],
    status: 'ACTIVE',
    schedule: { type: 'ALWAYS' },
    ...overrides,
  };
};

async function create(siteId: string, body: object): Promise<BannerWithState> {
  const { status, body: created } = await call('POST', base(siteId), body);
  expect(status).toBe(201);
  return created;
}

describe('banners through /merchandising/v1/sites/{siteId}/banners', () => {
  it('should create, read, replace and delete a banner, answering its state', async () => {
    const own = await freshSite();
    const created = await create(own.id, banner({ title: 'Denim week' }));
    expect(created).toMatchObject({ title: 'Denim week', kind: 'BANNER', position: 1, state: 'live' });
    expect((await call('GET', `${base(own.id)}/${created.id}`)).body).toEqual(created);
    const replaced = await call('PUT', `${base(own.id)}/${created.id}`, { ...banner(), status: 'INACTIVE' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ status: 'INACTIVE', state: 'inactive' });
    expect((await call('DELETE', `${base(own.id)}/${created.id}`)).status).toBe(204);
    expect((await call('GET', `${base(own.id)}/${created.id}`)).status).toBe(404);
  });

  it('should say scheduled, live or ended from the schedule read in its time zone (the clock: 2026-11-22 10:00 UTC)', async () => {
    const own = await freshSite();
    const limited = (startDate: string, endDate: string, timeZone: string) =>
      banner({ schedule: { type: 'LIMITED', startDate, endDate, timeZone } });
    const scheduled = await create(own.id, limited('2026-11-23', '2026-11-30', 'UTC'));
    // 10:00 UTC is already 0:00 on the 23rd at UTC+14.
    const liveThere = await create(own.id, limited('2026-11-23', '2026-11-30', 'Pacific/Kiritimati'));
    const ended = await create(own.id, limited('2026-11-01', '2026-11-21', 'America/New_York'));
    expect([scheduled.state, liveThere.state, ended.state]).toEqual(['scheduled', 'live', 'ended']);
    const listed = await call('GET', `${base(own.id)}?sort=updated&order=asc`);
    expect(listed.body.banners.map((item: BannerWithState) => item.state)).toEqual([
      'scheduled',
      'live',
      'ended',
    ]);
  });

  it('should refuse an image URL the server reaches that is not an image, and accept one it cannot check', async () => {
    const page = await call('POST', base(), banner({ assetUrl: `${origin}/page.html` }));
    expect(page.status).toBe(400);
    expect(firstError(page.body)).toEqual({
      code: 'global-400',
      message: 'assetUrl: The URL must show an image.',
    });
    const missing = await call('POST', base(), banner({ assetUrl: `${origin}/missing.png` }));
    expect(firstError(missing.body)?.message).toBe('assetUrl: The URL must show an image.');
    await create(context.site.id, banner({ assetUrl: `${origin}/no-head.jpg` }));
    // Another port of the loopback: the outbound policy refuses it, so the browser's check decides.
    const unreachable = `http://127.0.0.2:${(images.address() as AddressInfo).port}/secret.png`;
    await create(context.site.id, banner({ assetUrl: unreachable }));
    const existing = await create(context.site.id, banner());
    const edit = await call('PUT', `${base()}/${existing.id}`, banner({ assetUrl: `${origin}/page.html` }));
    expect(edit.status).toBe(400);
  });

  it('should refuse 0 or 31 matching terms, a 256-character term and a schedule ending before it starts', async () => {
    const none = await call('POST', base(), banner({ matchingQueries: [] }));
    expect(firstError(none.body)).toEqual({
      code: 'global-400',
      message: 'matchingQueries: Add at least one term.',
    });
    const terms = Array.from({ length: 31 }, (_, index) => `term ${index}`);
    const many = await call('POST', base(), banner({ matchingQueries: terms }));
    expect(firstError(many.body)?.message).toBe('matchingQueries: You can add up to 30 terms.');
    const long = await call('POST', base(), banner({ matchingQueries: ['x'.repeat(256)] }));
    expect(firstError(long.body)?.message).toBe(
      'matchingQueries.0: Each term can have at most 255 characters.',
    );
    const backwards = await call(
      'POST',
      base(),
      banner({
        schedule: { type: 'LIMITED', startDate: '2026-12-02', endDate: '2026-12-01', timeZone: 'UTC' },
      }),
    );
    expect(firstError(backwards.body)?.code).toBe('global-400');
    expect((await call('POST', base(), banner({ matchingQueries: terms.slice(0, 30) }))).status).toBe(201);
  });

  it('should refuse a double submit with banner-1, concurrent or not', async () => {
    const own = await freshSite();
    const body = banner({ matchingQueries: ['Jeans', 'denim'] });
    const [first, second] = await Promise.all([
      call('POST', base(own.id), body),
      call('POST', base(own.id), body),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const copy = await call('POST', base(own.id), {
      ...body,
      matchingQueries: ['DENIM', 'jeans'],
      title: 'Again',
    });
    expect(copy.status).toBe(409);
    expect(firstError(copy.body)).toMatchObject({ code: 'banner-1' });
    expect(firstError(copy.body)?.message).toMatch(/^Banner already exists/);
    expect((await call('POST', base(own.id), { ...body, language: 'es' })).status).toBe(201);
    expect((await call('POST', base(own.id), { ...body, matchingQueries: ['jeans'] })).status).toBe(201);
    expect(await context.app.db.select().from(banners).where(eq(banners.siteId, own.id))).toHaveLength(3);
  });

  it('should answer 404 to another organisation and for an item of another site, 401 without a token', async () => {
    const created = await create(context.site.id, banner());
    const other = await freshSite();
    for (const [method, url, payload] of [
      ['GET', base(), undefined],
      ['POST', base(), banner()],
      ['GET', `${base()}/${created.id}`, undefined],
      ['PUT', `${base()}/${created.id}`, banner()],
      ['DELETE', `${base()}/${created.id}`, undefined],
    ] as const) {
      expect((await call(method, url, payload, context.asStranger)).status).toBe(404);
      expect((await call(method, url, payload, {})).status).toBe(401);
    }
    expect((await call('PUT', `${base(other.id)}/${created.id}`, banner())).status).toBe(404);
    expect((await call('GET', `${base()}/${created.id}`)).status).toBe(200);
  });

  it('should page, sort and search the list by term, target URL and title, by language', async () => {
    const own = await freshSite();
    await create(own.id, banner({ matchingQueries: ['bravo'], title: 'Winter sale' }));
    await create(
      own.id,
      banner({ matchingQueries: ['alpha'], targetUrl: 'https://shop.example.com/outlet' }),
    );
    await create(own.id, banner({ matchingQueries: ['charlie'] }));
    await create(own.id, banner({ matchingQueries: ['delta'], language: 'es' }));
    const page = await call('GET', `${base(own.id)}?language=en&sort=terms&order=desc&limit=2`);
    expect(page.body.total).toBe(3);
    expect(page.body.banners.map((item: BannerWithState) => item.matchingQueries[0])).toEqual([
      'charlie',
      'bravo',
    ]);
    expect((await call('GET', `${base(own.id)}?q=winter`)).body.banners[0].title).toBe('Winter sale');
    expect((await call('GET', `${base(own.id)}?q=outlet`)).body.total).toBe(1);
    expect((await call('GET', `${base(own.id)}?language=es`)).body.total).toBe(1);
  });

  it('should show a live banner on the storefront for its terms, and no longer once switched off', async () => {
    const storefrontBanners = async () => {
      await context.app.searchIndexes.settled(context.site.id);
      const response = await context.app.inject(
        `/search/v1/query/${context.site.instance}/search?query=shorts&lang=en`,
      );
      return response.json().banner.content;
    };
    expect(await storefrontBanners()).toEqual([]);
    const body = banner({ matchingQueries: ['shorts'], title: 'Summer' });
    const created = await create(context.site.id, body);
    expect(await storefrontBanners()).toEqual([
      expect.objectContaining({ title: 'Summer', image_url: body.assetUrl }),
    ]);
    await call('PUT', `${base()}/${created.id}`, { ...body, status: 'INACTIVE' });
    expect(await storefrontBanners()).toEqual([]);
  });
});
