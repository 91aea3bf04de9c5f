import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoShopWithFacets, openLayer } from '../layer-support.ts';
import { demoSignedIn, firstSite } from '../support.ts';

// One scripted shopper session through the real layer on the demo storefront, then every figure the
// merchant reads for it: the KPIs and the rows of the queries and products tables, each against
// what the shoppers did (docs/analytics.md, "What is counted"), not against the formulas.

type Kpis = Record<
  | 'searches'
  | 'searchesWithResults'
  | 'searchesNoResults'
  | 'clicks'
  | 'partialResultClicks'
  | 'clicksWithoutSearch'
  | 'addToCarts'
  | 'checkouts'
  | 'visits',
  number
> & { ctr: number | null; cr: number | null; noResultsRate: number | null };

// A type, not an interface: toMatchObject takes it as a record.
type Row = {
  searches?: number;
  clicks: number;
  addToCarts: number;
  checkouts: number;
};

/** The merchant's view of the analytics API: the demo site's English engine over the last 7 days. */
class Analytics {
  readonly #request: APIRequestContext;
  readonly #headers: Record<string, string>;
  readonly #base: string;
  readonly #range: string;

  constructor(request: APIRequestContext, headers: Record<string, string>, base: string, range: string) {
    this.#request = request;
    this.#headers = headers;
    this.#base = base;
    this.#range = range;
  }

  static async of(page: Page): Promise<Analytics> {
    const { headers, site } = await firstSite(page);
    const engine = site.engines.find((candidate) => candidate.language === 'en')!;
    const base = `/analytics/v1/engines/${engine.uuid}`;
    const { timeZone } = (await (await page.request.get(`${base}/engine`, { headers })).json()) as {
      timeZone: string;
    };
    const day = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
    const range = `from=${day(new Date(Date.now() - 6 * 86_400_000))}&to=${day(new Date())}`;
    return new Analytics(page.request, headers, base, range);
  }

  private async get<T>(path: string): Promise<T> {
    const response = await this.#request.get(`${this.#base}${path}`, { headers: this.#headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  }

  async kpis(): Promise<Kpis> {
    return (await this.get<{ current: Kpis }>(`/kpis?${this.#range}`)).current;
  }

  /** A query's row of the searches with or without results (zeros when absent). */
  async query(results: 'with' | 'without', query: string): Promise<Row> {
    const { rows } = await this.get<{ rows: (Row & { query: string })[] }>(
      `/queries?${this.#range}&results=${results}&search=${encodeURIComponent(query)}&limit=500`,
    );
    return rows.find((row) => row.query === query) ?? { searches: 0, clicks: 0, addToCarts: 0, checkouts: 0 };
  }

  /** A product's row of the products table (zeros when absent). */
  async product(productId: string): Promise<Row> {
    const { rows } = await this.get<{ rows: (Row & { productId: string })[] }>(
      `/products?${this.#range}&search=${encodeURIComponent(productId)}&limit=500`,
    );
    return rows.find((row) => row.productId === productId) ?? { clicks: 0, addToCarts: 0, checkouts: 0 };
  }
}

/** The product id of a product link of the layer (its URL is the demo shop's /p/{id}). */
async function productIdOf(link: Locator): Promise<string> {
  return new URL((await link.getAttribute('href'))!).pathname.split('/').at(-1)!;
}

/** Waits for the rollup (every 3 s) to have read a quiet period: the same figures twice, 4 s apart. */
async function settled(analytics: Analytics): Promise<Kpis> {
  let last = await analytics.kpis();
  await expect(async () => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const now = await analytics.kpis();
    const same = JSON.stringify(now) === JSON.stringify(last);
    last = now;
    expect(same).toBe(true);
  }).toPass({ timeout: 40_000 });
  return last;
}

test.describe('analytics fed by shoppers', () => {
  test.use({ storageState: demoSignedIn });

  test('should count what shoppers did in the layer as the merchant reads it: searches, clicks, visits, carts and checkouts', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    // The demo site's storefront facets (brand) to refine with.
    await demoShopWithFacets(page);
    const analytics = await Analytics.of(page);
    const before = await settled(analytics);
    const queries = {
      shirt: await analytics.query('with', 'shirt'),
      canvasJeans: await analytics.query('with', 'canvas jeans'),
      canvas: await analytics.query('with', 'canvas'),
      boots: await analytics.query('with', 'boots'),
      telescope: await analytics.query('without', 'telescope'),
    };
    // Each product's row when the shopper first meets it, before anything is done with it.
    const products = new Map<string, Row>();
    const met = async (link: Locator) => {
      const productId = await productIdOf(link);
      if (!products.has(productId)) products.set(productId, await analytics.product(productId));
      return productId;
    };

    // Shopper A: a featured product, a refined and paged search with an add-to-cart and a click,
    // a checkout, a search without results, and a click on a partial result.
    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto('/demo-shop/');
    let layer = await openLayer(shopper);
    const featured = layer
      .getByRole('list', { name: 'Featured products' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    const featuredId = await met(featured);
    await featured.click();
    await expect(shopper).toHaveURL(/\/demo-shop\/p\/[^/]+$/);

    layer = await openLayer(shopper);
    await shopper.keyboard.type('shirt');
    const status = layer.getByRole('status').first();
    await expect(status).toHaveText(/^\d+ results for “shirt”$/);
    // A facet ticked refines the search: no new search, and what is done there belongs to "shirt".
    await layer.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().check();
    const chip = layer.getByRole('button', { name: /^Remove filter Brand: / });
    await expect(chip).toBeVisible();
    await expect(status).toHaveText(/^\d+ results for “shirt”$/);
    const added = layer
      .getByRole('article')
      .filter({ has: shopper.getByRole('button', { name: /^Add to cart: / }) })
      .first();
    const addedId = await met(added.getByRole('heading', { level: 3 }).getByRole('link'));
    await added.getByRole('button', { name: /^Add to cart: / }).click();
    await expect(layer.getByText(/added to the cart$/)).toBeVisible();
    // The filter taken off again, then the second page of results.
    await chip.click();
    await expect(chip).toBeHidden();
    await expect(status).toHaveText(/^\d+ results for “shirt”$/);
    const articles = layer.getByRole('list', { name: /results for “shirt”$/ }).getByRole('article');
    await layer.getByRole('button', { name: 'Show more results' }).click();
    await expect(articles.nth(24)).toBeVisible();
    const paged = articles.nth(24).getByRole('heading', { level: 3 }).getByRole('link');
    const pagedId = await met(paged);
    await paged.click();
    await expect(shopper).toHaveURL(/\/demo-shop\/p\/[^/]+$/);

    await shopper.goto('/demo-shop/cart');
    await shopper.getByLabel('Full name').fill('Ada Shopper');
    await shopper.getByLabel('Email').fill('ada@example.com');
    await shopper.getByLabel('Delivery address').fill('1 Analytical Row');
    const checkout = shopper.waitForRequest(/\/tagging\/v1\/track\/[^/]+\/checkout\?/);
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await expect(shopper.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await checkout;

    layer = await openLayer(shopper);
    const box = layer.getByRole('combobox', { name: 'Search products' });
    await box.fill('telescope');
    await expect(status).toHaveText('0 results for “telescope”');
    // Closing the layer settles the search it shows.
    await shopper.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    layer = await openLayer(shopper);
    await box.fill('canvas jeans');
    await expect(status).toHaveText(/^\d+ results for “canvas jeans”$/);
    const partial = layer
      .getByRole('region', { name: 'Results for part of your search' })
      .getByRole('list', { name: /results for “canvas”$/ })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    const partialId = await met(partial);
    await partial.click();
    await expect(shopper).toHaveURL(/\/demo-shop\/p\/[^/]+$/);
    await shopper.close();

    // Shopper B only loads the shop: the layer is there, never used.
    const browsing = await (await browser.newContext()).newPage();
    const loaded = browsing.waitForRequest(/\/tagging\/v1\/track\/[^/]+\/session\?/);
    await browsing.goto('/demo-shop/');
    await loaded;
    await browsing.close();

    // Shopper C searches and double-clicks a product: one click.
    const quick = await (await browser.newContext()).newPage();
    await quick.goto('/demo-shop/');
    const quickLayer = await openLayer(quick);
    await quick.keyboard.type('boots');
    await expect(quickLayer.getByRole('status').first()).toHaveText(/^\d+ results for “boots”$/);
    const boots = quickLayer
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    const bootsId = await met(boots);
    await boots.dblclick();
    await expect(quick).toHaveURL(/\/demo-shop\/p\/[^/]+$/);
    await quick.close();

    // What happened: 4 searches (shirt, telescope, canvas jeans, boots), 1 without results; clicks
    // on page 2 of shirt, on a partial result of canvas jeans and on boots; the featured product
    // opened before any search; 1 add-to-cart and its checkout; shoppers A and C used the layer.
    const expected: Kpis = {
      searches: before.searches + 4,
      searchesWithResults: before.searchesWithResults + 3,
      searchesNoResults: before.searchesNoResults + 1,
      clicks: before.clicks + 3,
      partialResultClicks: before.partialResultClicks + 1,
      clicksWithoutSearch: before.clicksWithoutSearch + 1,
      addToCarts: before.addToCarts + 1,
      checkouts: before.checkouts + 1,
      visits: before.visits + 2,
      noResultsRate: (before.searchesNoResults + 1) / (before.searches + 4),
      ctr: (before.clicks + 3) / (before.searches + 4),
      cr: (before.addToCarts + 1) / (before.searches + 4),
    };
    await expect.poll(() => analytics.kpis(), { timeout: 30_000, intervals: [1_000] }).toEqual(expected);
    // Nothing more arrives later (a beacon behind the others, a click counted twice).
    expect(await settled(analytics)).toEqual(expected);

    const plus = (row: Row, change: Partial<Row>): Row => ({
      ...row,
      ...Object.fromEntries(
        Object.entries(change).map(([key, value]) => [key, row[key as keyof Row]! + value]),
      ),
    });
    expect(await analytics.query('with', 'shirt')).toMatchObject(
      plus(queries.shirt, { searches: 1, clicks: 1, addToCarts: 1, checkouts: 1 }),
    );
    expect(await analytics.query('with', 'canvas jeans')).toMatchObject(
      plus(queries.canvasJeans, { searches: 1, clicks: 1 }),
    );
    // The partial result's click is the search's, not its part's.
    expect(await analytics.query('with', 'canvas')).toMatchObject(queries.canvas);
    expect(await analytics.query('with', 'boots')).toMatchObject(
      plus(queries.boots, { searches: 1, clicks: 1 }),
    );
    expect(await analytics.query('without', 'telescope')).toMatchObject(
      plus(queries.telescope, { searches: 1 }),
    );

    // Per product: each counted click, the add-to-cart and its checkout; not the featured click.
    const changes = new Map<string, Partial<Row>>([...products.keys()].map((productId) => [productId, {}]));
    const count = (productId: string, key: keyof Row) => {
      const current = changes.get(productId)!;
      current[key] = (current[key] ?? 0) + 1;
    };
    count(addedId, 'addToCarts');
    count(addedId, 'checkouts');
    count(pagedId, 'clicks');
    count(partialId, 'clicks');
    count(bootsId, 'clicks');
    expect(changes.get(featuredId)).toBeDefined();
    for (const [productId, change] of changes) {
      expect(await analytics.product(productId), productId).toMatchObject(
        plus(products.get(productId)!, change),
      );
    }

    // The merchant's home shows the same figures, each with its definition.
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const figure = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}\\s*\\?*$`) }) })
        .locator('dd')
        .first();
    const number = new Intl.NumberFormat('en-US');
    for (const [label, value] of [
      ['Searches', expected.searches],
      ['Clicks', expected.clicks],
      ['Visits', expected.visits],
      ['Add-to-carts', expected.addToCarts],
      ['Partial-result clicks', expected.partialResultClicks],
      ['Clicks without a search', expected.clicksWithoutSearch],
    ] as const) {
      await expect(figure(label)).toHaveText(number.format(value));
    }
    await page.getByRole('button', { name: 'What is Clicks without a search?' }).click();
    await expect(page.getByRole('note')).toContainText('featured products');
    await expectAccessible(page, 'the analytics home with a KPI help open');
    await expect(page.getByText('Simulated traffic')).toBeVisible();

    // A 1280 px screen at 400 % zoom is 320 px wide: the charts reflow, nothing scrolls sideways (WCAG 1.4.10).
    await page.setViewportSize({ width: 320, height: 640 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBe(0);
  });
});
