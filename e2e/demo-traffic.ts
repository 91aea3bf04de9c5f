// `npm run demo:traffic`: simulated shoppers on the demo storefront of a running Playboard
// (`npm start`), in Chromium, through the real search layer and tracking API: they search (some
// with typos, some for what the shop does not sell), filter, open products, add to the cart and
// buy, so the demo organisation's analytics move. Its analytics are labelled simulated.
// `--instance` sends them to the storefront of another site connected to the demo shop instead
// (its instance key, shown in the console's layer activation), so its merchant's analytics move.
// `--help` prints the options.
//
// Each shopper waits on what the layer does, never on a guess: a search for its answer, a query
// for its tracking beacon (sent after QUERY_SETTLED_MS, or at once when the shopper acts on the
// results), a purchase for its checkout beacon. Every action has a time limit; a shopper whose
// action times out shops again once, with the same choices, and one that fails twice is reported
// with the step and the reason.
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { generateCatalog, seededRandom } from '@playboard/demo-shop';
import { chromiumPath } from './chromium-path.ts';

const usage = `Usage: npm run demo:traffic -- [options]

Simulated shoppers on the demo storefront of a running Playboard (npm start), in Chromium.

Options:
  --url=URL         the Playboard to shop on (default: $DEMO_URL or http://localhost:3000)
  --shoppers=N      how many shoppers (default 20)
  --parallel=N      how many shop at once (default 4)
  --seed=N          their choices: one seed, the same shopping (default 1)
  --instance=KEY    the storefront of another site connected to the demo shop (its instance key,
                    shown in the console's layer activation) instead of the demo site's
  -h, --help        this text

  npm run demo:traffic -- --url=http://localhost:3000 --shoppers=30 --parallel=2
  npm run demo:traffic -- --instance=localhost-1a2b
`;

/** The layer tracks a query once the shopper has stayed on it this long (apps/layer/src/app/layer.tsx). */
const QUERY_SETTLED_MS = 1500;
/** The longest any one action may take: a click, a search's answer, a page load. */
const ACTION_TIMEOUT_MS = 10_000;
/** How long a beacon may take after the moment the layer should send it. */
const BEACON_GRACE_MS = 3000;
/** Between keys, as a quick typist. */
const KEY_DELAY_MS = 25;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        url: { type: 'string', default: process.env.DEMO_URL ?? 'http://localhost:3000' },
        shoppers: { type: 'string', default: '20' },
        parallel: { type: 'string', default: '4' },
        seed: { type: 'string', default: '1' },
        instance: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

function count(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) fail(`--${name}=${value}: expected a whole number, 1 or more`);
  return number;
}

const values = parseOptions();
if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
if (!URL.canParse(values.url)) fail(`--url=${values.url}: expected an address such as http://localhost:3000`);
const origin = values.url.replace(/\/$/, '');
/** The storefront the shoppers enter: the demo shop's own, or the one of the site `--instance` names. */
const storefront = `${origin}/demo-shop/${values.instance ? `?storefront=${encodeURIComponent(values.instance)}` : ''}`;
const shoppers = count('shoppers', values.shoppers);
const parallel = count('parallel', values.parallel);
const seed = Number(values.seed);
if (!Number.isInteger(seed)) fail(`--seed=${values.seed}: expected a whole number`);

// What shoppers look for: words of the demo catalogue's names, as the shop's own shoppers would
// type them, a few typos, and things the shop does not sell (for the no-results report).
const catalogue = generateCatalog({ products: 600 });
const queriesByLanguage = { en: [] as string[], es: [] as string[] };

/**
 * A product's noun and the noun with one qualifier, as a shopper types them: "running shoes" from
 * "Retro Leather Running Shoes"; "zapatillas de piel" from "Zapatillas de running retro de piel"
 * (the Spanish noun comes first, its material last). The variant after a comma ("…, White") is left
 * to the filters.
 */
function shopperQueries(name: string, language: 'en' | 'es'): [string, string] {
  const words = name
    .split(',')[0]!
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .split(/\s+/);
  if (language === 'en') return [words.at(-1)!, words.slice(-2).join(' ')];
  const noun = words[0]!;
  const material = words.lastIndexOf('de');
  return [
    noun,
    material > 0 ? `${noun} ${words.slice(material, material + 2).join(' ')}` : words.slice(0, 2).join(' '),
  ];
}

for (const product of catalogue.all()) {
  for (const language of ['en', 'es'] as const) {
    queriesByLanguage[language].push(...shopperQueries(product.name[language], language));
  }
}
const missing = {
  en: ['unicorn saddle', 'telescope', 'vinyl records', 'kayak paddle'],
  es: ['sillín', 'telescopio'],
};

/** One shopper's choices: seeded by the run's seed and the shopper, so a second try shops alike. */
function chooser(index: number) {
  const random = seededRandom(seed * 100_003 + index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (probability: number) => random() < probability;
  const withTypo = (query: string): string => {
    if (query.length < 6) return query;
    const at = 1 + Math.floor(random() * (query.length - 2));
    return query.slice(0, at) + query[at + 1] + query[at] + query.slice(at + 2);
  };
  const queryFor = (language: 'en' | 'es'): string => {
    if (chance(0.08)) return pick(missing[language]);
    const query = pick(queriesByLanguage[language]);
    return chance(0.1) ? withTypo(query) : query;
  };
  return { random, chance, queryFor };
}

/** A tracking beacon of this event (`query`, `click`, `checkout`…) sent after this call. */
function beacon(page: Page, event: string, timeout: number) {
  return page.waitForRequest(
    (request) => {
      const { pathname } = new URL(request.url());
      return pathname.startsWith('/tagging/v1/track/') && pathname.endsWith(`/${event}`);
    },
    { timeout },
  );
}

/** The search answer the layer asked for with these words. */
function answerTo(page: Page, query: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/search') &&
      url.pathname.includes('/search/v1/query/') &&
      url.searchParams.get('query')?.trim() === query.trim()
    );
  });
}

/** Types a query into the layer and answers how many products its answer found. */
async function search(page: Page, layer: Locator, query: string): Promise<number> {
  const box = layer.getByRole('combobox', { name: /^(Search products|Buscar productos)$/ });
  await box.fill('');
  // Waiter and action together: when one fails the other's failure is not left unhandled.
  const [response] = await Promise.all([
    answerTo(page, query),
    box.pressSequentially(query, { delay: KEY_DELAY_MS }),
  ]);
  if (!response.ok()) throw new Error(`the search for "${query}" answered ${response.status()}`);
  const { catalog } = (await response.json()) as { catalog: { numFound: number } };
  if (catalog.numFound > 0) await layer.getByRole('article').first().waitFor();
  return catalog.numFound;
}

/** A step of a shopper's visit; its failure names the step, so the report says where. */
async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

/** One shopper's visit; answers what they did. */
async function shop(browser: Browser, index: number): Promise<string> {
  const { random, chance, queryFor } = chooser(index);
  const language = chance(0.3) ? 'es' : 'en';
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const steps: string[] = [];
  let added = false;
  try {
    // The shop remembers the storefront in a cookie: the pages after this one stay on it.
    const entry = new URL(storefront);
    if (language === 'es') entry.searchParams.set('lang', 'es');
    const layer = page.getByRole('dialog');
    await step('open the shop and its search', async () => {
      // The layer listens to the shop's search box once its configuration has arrived, which is
      // when it tracks the page view: a click on the box before that opens nothing.
      await Promise.all([beacon(page, 'page', ACTION_TIMEOUT_MS), page.goto(entry.href)]);
      await page.locator('#search').click();
      await layer.waitFor();
    });
    const searches = 1 + Math.floor(random() * 3);
    for (let attempt = 0; attempt < searches; attempt++) {
      const query = queryFor(language);
      const found = await step(`search "${query}"`, () => search(page, layer, query));
      steps.push(`"${query}" (${found})`);
      // Acting on the results (a filter, an add, a product opened) makes the layer count the query.
      let acted = false;
      if (found > 0 && chance(0.3)) {
        const filter = layer.getByRole('checkbox').first();
        if (await filter.isVisible()) {
          await step('filter', () =>
            Promise.all([
              page.waitForResponse(
                (response) =>
                  response.url().includes('/search/v1/query/') && response.url().includes('filter='),
              ),
              filter.check(),
            ]),
          );
          acted = true;
          steps.push('filtered');
        }
      }
      const cards = await layer.getByRole('article').count();
      const card = layer.getByRole('article').nth(Math.floor(random() * Math.min(cards, 6)));
      if (found > 0 && chance(0.35)) {
        const add = card.getByRole('button', { name: /^(Add to cart|Añadir al carrito)/ });
        // Sold out: the button is shown but disabled.
        if ((await add.isVisible()) && (await add.isEnabled())) {
          await step('add to the cart', async () => {
            const [posted] = await Promise.all([
              page.waitForResponse((response) => response.url().endsWith('/cart/items')),
              add.click(),
            ]);
            if (!posted.ok()) throw new Error(`the shop's cart answered ${posted.status()}`);
          });
          added = true;
          acted = true;
          steps.push('added to cart');
        }
      }
      if (found > 0 && chance(0.7)) {
        await step('open a product', async () => {
          // The product page counts once its layer has tracked the view; its images need not load.
          await Promise.all([
            beacon(page, 'click', BEACON_GRACE_MS),
            beacon(page, 'page', ACTION_TIMEOUT_MS),
            card.getByRole('heading').getByRole('link').click(),
          ]);
        });
        steps.push('opened a product');
        break;
      }
      if (!acted) {
        // Nothing done with the results: the layer counts the query once the shopper has stayed on it.
        await step(`stay on "${query}"`, () => beacon(page, 'query', QUERY_SETTLED_MS + BEACON_GRACE_MS));
      }
    }
    if (added && chance(0.6)) {
      await step('buy', async () => {
        await page.goto(`${origin}/demo-shop/cart`);
        const checkout = page.locator('form[action$="/checkout"]');
        await checkout.locator('input[name="name"]').fill(`Simulated shopper ${index + 1}`);
        await checkout.locator('input[name="email"]').fill(`shopper-${index + 1}@demo.invalid`);
        await checkout.locator('input[name="address"]').fill('1 Demo Street');
        // The confirmation page tells the layer about the order once the layer has loaded.
        await Promise.all([
          beacon(page, 'checkout', ACTION_TIMEOUT_MS),
          checkout.locator('button[type="submit"]').click(),
          page.waitForURL(/\/order\//),
        ]);
      });
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

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
console.log(`${shoppers} simulated shoppers on ${storefront}, ${Math.min(parallel, shoppers)} at a time`);
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let next = 0;
let finished = 0;
const failures: string[] = [];
const report = (line: string) => {
  finished += 1;
  console.log(`[${finished}/${shoppers} shoppers done, ${elapsed()}] ${line}`);
};
await Promise.all(
  Array.from({ length: Math.min(parallel, shoppers) }, async () => {
    while (next < shoppers) {
      const index = next++;
      try {
        report(await shop(browser, index));
      } catch (first) {
        const why = (first as Error).message.split('\n')[0];
        try {
          report(`${await shop(browser, index)} (second try; the first stopped at ${why})`);
        } catch (second) {
          const failure = `shopper ${index + 1} gave up twice: ${why}; then ${(second as Error).message.split('\n')[0]}`;
          failures.push(failure);
          report(failure);
        }
      }
    }
  }),
);
await browser.close();
console.log(
  `${shoppers - failures.length} of ${shoppers} simulated shoppers done in ${elapsed()}; analytics show them within a few seconds.`,
);
if (failures.length > 0) {
  console.error(`${failures.length} gave up:\n${failures.join('\n')}`);
  process.exit(1);
}
