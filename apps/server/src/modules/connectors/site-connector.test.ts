import { startDemoShop } from '@playboard/demo-shop';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { closedOrigin, loopbackShopsEnv } from '../../testing/shops/test-server.ts';

const { app } = await accountTestApp({ ...loopbackShopsEnv, CONNECTOR_TIMEOUT_MS: '5000' });
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);

const demoShop = await startDemoShop({ products: 10 });
afterAll(async () => {
  await demoShop.close();
});

async function addSite(values: Partial<typeof sites.$inferInsert>) {
  const [site] = await app.db
    .insert(sites)
    .values({
      organizationId,
      name: 'Shop',
      url: demoShop.url,
      platform: 'WOOCOMMERCE',
      instance: `shop-${crypto.randomUUID().slice(0, 8)}`,
      securityKey: 'demo-shop-token',
      ...values,
    })
    .returning();
  return site!;
}

const get = (url: string, headers = asOwner) => app.inject({ method: 'GET', url: `/main/v1${url}`, headers });

describe('GET /main/v1/sites/{id}/connector', () => {
  it('should compare the installed module with the platform minimum and latest release', async () => {
    const current = await addSite({ moduleVersion: '1.22.0' });
    const old = await addSite({ platform: 'PRESTASHOP', moduleVersion: '2.25.0' });

    expect((await get(`/sites/${current.id}/connector`)).json()).toEqual({
      platform: 'WOOCOMMERCE',
      installedVersion: '1.22.0',
      latestVersion: '1.22.0',
      minimumVersion: '1.0.0',
      updateAvailable: false,
      updateable: true,
    });
    expect((await get(`/sites/${old.id}/connector`)).json()).toEqual({
      platform: 'PRESTASHOP',
      installedVersion: '2.25.0',
      latestVersion: '2.26.0',
      minimumVersion: '2.0.0',
      updateAvailable: true,
      updateable: true,
    });
  });

  it('should offer no update for sites without a module', async () => {
    const feed = await addSite({
      platform: 'CUSTOM',
      connection: { kind: 'feed', feedUrl: 'https://s.example/f.json', format: 'json' },
    });
    expect((await get(`/sites/${feed.id}/connector`)).json()).toEqual({
      platform: 'CUSTOM',
      installedVersion: null,
      latestVersion: null,
      minimumVersion: null,
      updateAvailable: false,
      updateable: false,
    });
  });
});

describe('GET /main/v1/sites/{id}/connector/{version}/match', () => {
  it('should match when the installed module is at least the version (semver order)', async () => {
    const site = await addSite({ moduleVersion: '1.21.0' });

    expect((await get(`/sites/${site.id}/connector/1.21.0/match`)).json()).toEqual({
      version: '1.21.0',
      installedVersion: '1.21.0',
      matches: true,
    });
    expect((await get(`/sites/${site.id}/connector/1.9.0/match`)).json().matches).toBe(true);
    expect((await get(`/sites/${site.id}/connector/1.22.0/match`)).json().matches).toBe(false);
    expect((await get(`/sites/${site.id}/connector/latest/match`)).statusCode).toBe(400);
  });
});

describe('GET /main/v1/sites/{id}/remote-checks', () => {
  it('should pass every check of a working shop and record the version it reports now', async () => {
    const site = await addSite({ moduleVersion: '1.0.0' });

    const response = await get(`/sites/${site.id}/remote-checks`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      checkedAt: expect.any(String),
      checks: ['reachable', 'module', 'token', 'version'].map((name) => ({
        name,
        ok: true,
        code: null,
        message: null,
      })),
    });
    const [stored] = await app.db.select().from(sites).where(eq(sites.id, site.id));
    expect(stored!.moduleVersion).toBe('1.22.0');
  });

  it('should stop at the first failing check with its code', async () => {
    const unreachable = await addSite({ url: await closedOrigin() });
    const wrongToken = await addSite({ securityKey: 'wrong' });

    const down = (await get(`/sites/${unreachable.id}/remote-checks`)).json().checks;
    expect(down.map((check: { ok: boolean; code: string | null }) => [check.ok, check.code])).toEqual([
      [false, 'cat-01'],
      [false, null],
      [false, null],
      [false, null],
    ]);
    const refused = (await get(`/sites/${wrongToken.id}/remote-checks`)).json().checks;
    expect(refused.map((check: { ok: boolean; code: string | null }) => [check.ok, check.code])).toEqual([
      [true, null],
      [true, null],
      [false, 'mot-11'],
      [false, null],
    ]);
  });
});

describe('site connector routes of another organisation', () => {
  it('should answer global-404 to ids the caller cannot reach', async () => {
    const site = await addSite({ moduleVersion: '1.22.0' });
    for (const path of ['connector', 'connector/1.0.0/match', 'remote-checks']) {
      const response = await get(`/sites/${site.id}/${path}`, asStranger);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('global-404');
    }
  });
});
