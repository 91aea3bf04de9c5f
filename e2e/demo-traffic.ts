// `npm run demo:traffic`: simulated shoppers on the demo storefront of a running Playboard
// (`npm start`), in Chromium, through the real search layer and tracking API: they search (some
// with typos, some for what the shop does not sell), filter, open products, add to the cart and
// buy, so the demo organisation's analytics move. Its analytics are labelled simulated.
// `--instance` sends them to the storefront of another site connected to the demo shop instead
// (its instance key, shown in the console's layer activation), so its merchant's analytics move.
//
//   npm run demo:traffic -- --url=http://localhost:3000 --shoppers=30 --parallel=2
//   npm run demo:traffic -- --instance=localhost-1a2b
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { generateCatalog, seededRandom } from '@playboard/demo-shop';
import { chromiumPath } from './chromium-path.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DEMO_URL ?? 'http://localhost:3000' },
    shoppers: { type: 'string', default: '20' },
    parallel: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    instance: { type: 'string' },
  },
});
const origin = values.url.replace(/\/$/, '');
/** The storefront the shoppers enter: the demo shop's own, or the one of the site `--instance` names. */
const storefront = `${origin}/demo-shop/${values.instance ? `?storefront=${encodeURIComponent(values.instance)}` : ''}`;
const shoppers = Math.max(1, Number(values.shoppers));
const parallel = Math.max(1, Number(values.parallel));

/** Deterministic choices, so two runs with one seed shop alike. */
const random = seededRandom(Number(values.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (probability: number) => random() < probability;

// What shoppers look for: words of the demo catalogue's names, as the shop's own shoppers would
// type them, a few typos, and things the shop does not sell (for the no-results report).
const catalogue = generateCatalog({ products: 600 });
const queriesByLanguage = { en: [] as string[], es: [] as string[] };
for (const product of catalogue.all()) {
  for (const language of ['en', 'es'] as const) {
    const words = product.name[language]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .split(/\s+/);
    queriesByLanguage[language].push(words.slice(-1)[0]!, words.slice(-2).join(' '));
  }
}
const missing = {
  en: ['unicorn saddle', 'telescope', 'vinyl records', 'kayak paddle'],
  es: ['sillín', 'telescopio'],
};

function withTypo(query: string): string {
  if (query.length < 6) return query;
  const at = 1 + Math.floor(random() * (query.length - 2));
  return query.slice(0, at) + query[at + 1] + query[at] + query.slice(at + 2);
}

function queryFor(language: 'en' | 'es'): string {
  if (chance(0.08)) return pick(missing[language]);
  const query = pick(queriesByLanguage[language]);
  return chance(0.1) ? withTypo(query) : query;
}

async function search(page: Page, layer: Locator, query: string): Promise<number> {
  const box = layer.getByRole('combobox', { name: /^(Search products|Buscar productos)$/ });
  await box.fill('');
  await box.pressSequentially(query, { delay: 60 });
  await layer.getByRole('status').first().waitFor();
  await page.waitForTimeout(400);
  const results = await layer.getByRole('article').count();
  // The layer counts a query once the shopper has looked at it for a moment (or acted on it).
  await page.waitForTimeout(1600);
  return results;
}

async function shop(browser: Browser, index: number): Promise<string> {
  const language = chance(0.3) ? 'es' : 'en';
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const steps: string[] = [];
  try {
    // The shop remembers the storefront in a cookie: the pages after this one stay on it.
    const entry = new URL(storefront);
    if (language === 'es') entry.searchParams.set('lang', 'es');
    await page.goto(entry.href);
    await page.locator('#search').click();
    const layer = page.getByRole('dialog');
    await layer.waitFor();
    for (let attempt = 0; attempt < 1 + Math.floor(random() * 3); attempt++) {
      const query = queryFor(language);
      const found = await search(page, layer, query);
      steps.push(`"${query}" (${found})`);
      if (found === 0) continue;
      if (chance(0.3)) {
        const filter = layer.getByRole('checkbox').first();
        if (await filter.isVisible()) {
          await filter.check();
          await layer.getByRole('status').first().waitFor();
          steps.push('filtered');
        }
      }
      const cards = await layer.getByRole('article').count();
      const card = layer.getByRole('article').nth(Math.floor(random() * Math.min(cards, 6)));
      if (chance(0.35)) {
        const add = card.getByRole('button', { name: /^(Add to cart|Añadir al carrito)/ });
        if (await add.isVisible()) {
          await add.click();
          await page.waitForTimeout(500);
          steps.push('added to cart');
        }
      }
      if (chance(0.7)) {
        await card.getByRole('heading').getByRole('link').click();
        await page.waitForLoadState('load');
        steps.push('opened a product');
        break;
      }
    }
    const inCart = Number((await page.locator('[data-cart-count]').first().textContent()) ?? '0');
    if (inCart > 0 && chance(0.6)) {
      await page.goto(`${origin}/demo-shop/cart`);
      const checkout = page.locator('form[action$="/checkout"]');
      await checkout.locator('input[name="name"]').fill(`Simulated shopper ${index + 1}`);
      await checkout.locator('input[name="email"]').fill(`shopper-${index + 1}@demo.invalid`);
      await checkout.locator('input[name="address"]').fill('1 Demo Street');
      await checkout.locator('button[type="submit"]').click();
      await page.waitForURL(/\/order\//);
      // The confirmation page tells the layer about the order once the layer has loaded.
      await page.waitForTimeout(1500);
      steps.push('bought');
    }
    return `shopper ${index + 1} (${language}): ${steps.join(', ')}`;
  } finally {
    await context.close();
  }
}

const health = await fetch(storefront).catch(() => undefined);
if (!health?.ok) {
  console.error(
    health?.status === 404 && values.instance
      ? `No site with instance ${values.instance} is connected to the demo shop at ${origin}/demo-shop/.`
      : `No demo shop answers at ${origin}/demo-shop/: start Playboard first (npm start) or pass --url.`,
  );
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let next = 0;
let failed = 0;
await Promise.all(
  Array.from({ length: Math.min(parallel, shoppers) }, async () => {
    while (next < shoppers) {
      const index = next++;
      try {
        process.stdout.write(`${await shop(browser, index)}\n`);
      } catch (error) {
        failed += 1;
        console.error(`shopper ${index + 1} gave up: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }),
);
await browser.close();
process.stdout.write(
  `${shoppers - failed} of ${shoppers} simulated shoppers done; analytics show them within a few seconds.\n`,
);
