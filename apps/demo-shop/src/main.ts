// Runs the demo shop on its own: `npm start -w apps/demo-shop` (PORT, DEMO_SHOP_PRODUCTS, HOST).
import { startDemoShop } from './start.ts';

function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got ${text}`);
    process.exit(1);
  }
  return value;
}

const shop = await startDemoShop({
  port: positiveInteger('PORT', 4400),
  host: process.env.HOST ?? '127.0.0.1',
  products: positiveInteger('DEMO_SHOP_PRODUCTS', 2400),
});
console.warn(`Demo shop with ${shop.catalog.size} products at ${shop.url} (connector token demo-shop-token)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shop.close());
