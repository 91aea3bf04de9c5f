import type { GeneratedProduct } from './products.ts';
import { COLOURS } from './products.ts';
import { createRandom, pick } from './random.ts';

/** One benchmark query: the text, the kind (for per-kind figures) and optional filters. */
export interface BenchQuery {
  readonly kind: 'single' | 'multi' | 'prefix' | 'typo' | 'filtered';
  readonly query: string;
  /** `field:value` filters, as the storefront sends them. */
  readonly filters: readonly string[];
}

function typo(random: () => number, text: string): string {
  const at = 1 + Math.floor(random() * (text.length - 2));
  const edit = Math.floor(random() * 3);
  if (edit === 0) return text.slice(0, at) + text.slice(at + 1);
  if (edit === 1) return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
  return text.slice(0, at) + 'x' + text.slice(at + 1);
}

/** `count` seeded queries of every kind issue 4 lists, drawn from the products' own words. */
export function generateQueries(products: readonly GeneratedProduct[], count = 250, seed = 7): BenchQuery[] {
  const random = createRandom(seed);
  const queries: BenchQuery[] = [];
  const kinds: BenchQuery['kind'][] = ['single', 'multi', 'prefix', 'typo', 'filtered'];
  for (let i = 0; i < count; i++) {
    const product = pick(random, products);
    const type = product.categories[0]![2]!;
    const kind = kinds[i % kinds.length]!;
    switch (kind) {
      case 'single':
        queries.push({
          kind,
          query: pick(random, [type.split(' ').at(-1)!, product.brand, product.attributes.material]),
          filters: [],
        });
        break;
      case 'multi':
        queries.push({
          kind,
          query: pick(random, [
            `${product.attributes.colour} ${type}`,
            `${product.brand} ${type}`,
            `${product.attributes.material} ${type} ${product.attributes.gender}`,
          ]),
          filters: [],
        });
        break;
      case 'prefix': {
        const full = pick(random, [type, product.brand, `${product.attributes.colour} ${type}`]);
        queries.push({
          kind,
          query: full.slice(0, Math.max(3, Math.ceil(full.length * (0.5 + random() * 0.3)))),
          filters: [],
        });
        break;
      }
      case 'typo': {
        const target = pick(
          random,
          [type.split(' ').at(-1)!, product.brand, product.attributes.material].filter(
            (word) => word.length >= 5,
          ),
        );
        queries.push({ kind, query: typo(random, target ?? 'sneakers'), filters: [] });
        break;
      }
      case 'filtered':
        queries.push({
          kind,
          query: type.split(' ').at(-1)!,
          filters: pick(random, [
            [`colour:${pick(random, COLOURS)}`],
            [`brand:${product.brand}`],
            [`colour:${product.attributes.colour}`, `gender:${product.attributes.gender}`],
            ['price:10-100'],
          ]),
        });
        break;
    }
  }
  return queries;
}
