import { LEAVES, type Leaf } from './categories.ts';
import { pick, productSeed, seededRandom } from './random.ts';
import type { Availability, DemoProduct, DemoVariant } from './types.ts';
import { COLOURS, SIZES, type Agreement, type Colour } from './vocabulary.ts';

const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;
const AGREEMENT_FORM: Record<Agreement, 0 | 1 | 2 | 3> = { ms: 0, fs: 1, mp: 2, fp: 3 };
const PRICE_ENDINGS = [0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.95, 0.95, 0.5, 0] as const;
const DISCOUNTS = [10, 15, 20, 20, 25, 30, 30, 40, 50] as const;
const VOLUMES = ['30 ml', '50 ml', '100 ml', '200 ml', '250 ml', '400 ml'] as const;

/** The part of a product the catalogue indexes up front: cheap to draw for 100,000 products. */
export interface ProductSkeleton {
  leaf: Leaf;
  publishedAtMs: number;
}

function startProduct(seed: number, index: number, anchorMs: number) {
  const random = seededRandom(productSeed(seed, index));
  const leaf = pick(random, LEAVES);
  // Whole seconds: what a shop's database would store.
  const publishedAtMs = Math.floor((anchorMs - random() * TWO_YEARS_MS) / 1000) * 1000;
  return { random, skeleton: { leaf, publishedAtMs } };
}

export function productSkeleton(seed: number, index: number, anchorMs: number): ProductSkeleton {
  return startProduct(seed, index, anchorMs).skeleton;
}

export function productId(index: number): string {
  return `p-${index + 1}`;
}

/** The catalogue index of a product id, or undefined when the id is not one of ours. */
export function productIndex(id: string): number | undefined {
  const match = /^p-([1-9]\d{0,8})$/.exec(id);
  return match ? Number(match[1]) - 1 : undefined;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const cents = (value: number) => Math.round(value * 100) / 100;
const code = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

function colourOf(key: string): Colour {
  const colour = COLOURS[key];
  if (!colour) throw new Error(`demo-shop: unknown colour ${key}`);
  return colour;
}

/** Generates product `index` of the catalogue `seed`; the same arguments always give the same product. */
export function generateProduct(seed: number, index: number, anchorMs: number): DemoProduct {
  const { random, skeleton } = startProduct(seed, index, anchorMs);
  const { leaf, publishedAtMs } = skeleton;
  const { department, subCategory, category } = leaf;
  const id = productId(index);
  const noun = pick(random, category.nouns);
  const form = AGREEMENT_FORM[noun.agreement];
  const adjective = pick(random, leaf.adjectives);
  const material = pick(random, leaf.materials);
  const brand = pick(random, department.brands);
  const colourKeys = department.colours.length > 0 ? distinct(random, department.colours, 3) : [];
  const primary = colourKeys[0] === undefined ? undefined : colourOf(colourKeys[0]);
  const withVariants = category.variants !== 'none';

  const colourSuffix = (language: 'en' | 'es') =>
    primary && !withVariants ? `, ${language === 'en' ? primary.en : primary.es[form]}` : '';
  const name = {
    en: `${adjective.en} ${material.en} ${noun.en}${colourSuffix('en')}`,
    es: `${noun.es} ${adjective.es[form]} ${department.materialKind === 'ingredient' ? 'con' : 'de'} ${material.es}${colourSuffix('es')}`,
  };

  const regular = category.price[0] + random() * (category.price[1] - category.price[0]);
  const price = Math.max(1.99, cents(Math.floor(regular) + pick(random, PRICE_ENDINGS)));
  const salePrice = random() < 0.2 ? cents((price * (100 - pick(random, DISCOUNTS))) / 100) : undefined;

  const roll = random();
  const availability: Availability = roll < 0.06 ? 'out_of_stock' : roll < 0.09 ? 'preorder' : 'in_stock';
  const inStock = availability === 'in_stock';
  const sku = `${code(brand)}-${code(category.en)}-${String(index + 1).padStart(6, '0')}`;

  let variants: DemoVariant[] = [];
  let sizes: readonly string[] = [];
  if (category.variants !== 'none') {
    const all = SIZES[category.variants];
    const count = Math.min(all.length, 3 + Math.floor(random() * (all.length - 2)));
    const from = Math.floor(random() * (all.length - count + 1));
    sizes = all.slice(from, from + count);
    const variantColours = colourKeys.slice(0, 1 + Math.floor(random() * colourKeys.length));
    variants = variantColours.flatMap((key) =>
      sizes.map((size) => {
        const colour = colourOf(key);
        const stock = inStock && random() > 0.2 ? 1 + Math.floor(random() * 30) : 0;
        return {
          id: `${id}-${key}-${size.toLowerCase()}`,
          sku: `${sku}-${key.toUpperCase()}-${size}`,
          name: { en: `${colour.en} / ${size}`, es: `${capitalize(colour.es[form])} / ${size}` },
          price,
          ...(salePrice === undefined ? {} : { salePrice }),
          stock,
          attributes: { colour: colour.en, size },
        };
      }),
    );
    const first = variants[0];
    if (inStock && first && variants.every((variant) => variant.stock === 0)) first.stock = 1;
  }
  const stock = withVariants
    ? variants.reduce((sum, variant) => sum + variant.stock, 0)
    : inStock
      ? 1 + Math.floor(random() * 120)
      : 0;

  const benefits = distinct(random, department.benefits, 2);
  const madeOf =
    department.materialKind === 'ingredient'
      ? { en: `Formulated with ${material.en.toLowerCase()}.`, es: `Formulado con ${material.es}.` }
      : { en: `Made of ${material.en.toLowerCase()}.`, es: `Fabricado en ${material.es}.` };
  const sizeRange =
    sizes.length > 0
      ? {
          en: ` Available in sizes ${sizes[0]} to ${sizes.at(-1)}.`,
          es: ` Disponible en tallas de la ${sizes[0]} a la ${sizes.at(-1)}.`,
        }
      : { en: '', es: '' };
  const description = {
    en: `${name.en} by ${brand}. ${madeOf.en} ${benefits.map((benefit) => benefit.en).join(' ')}${sizeRange.en}`,
    es: `${name.es}, de ${brand}. ${madeOf.es} ${benefits.map((benefit) => benefit.es).join(' ')}${sizeRange.es}`,
  };

  const attributes: Record<string, string> = {
    [department.materialKind]: material.en,
  };
  if (primary) attributes.colour = primary.en;
  if (subCategory.audience) attributes.gender = subCategory.audience;
  if (department.materialKind === 'ingredient') attributes.volume = pick(random, VOLUMES);

  return {
    id,
    sku,
    name,
    description,
    categories: {
      en: [[department.en, subCategory.en, category.en]],
      es: [[department.es, subCategory.es, category.es]],
    },
    brand,
    price,
    ...(salePrice === undefined ? {} : { salePrice }),
    stock,
    availability,
    attributes,
    variants,
    imageCount: random() < 0.5 ? 2 : 1,
    publishedAt: new Date(publishedAtMs).toISOString(),
  };
}

/** Up to `count` different items, in a random order. */
function distinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const chosen: T[] = [];
  const pool = [...items];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return chosen;
}
