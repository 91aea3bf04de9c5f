import { createRandom, pick, pickSkewed } from './random.ts';

/** A generated product; structurally a `SearchDocument` of `@playboard/search`. */
export interface GeneratedProduct {
  id: string;
  identifiers: string[];
  name: string;
  description: string;
  brand: string;
  categories: string[][];
  attributes: { colour: string; size: string[]; material: string; gender: string };
  price: number;
  stock: number;
  availableForOrder: boolean;
  createdAt: number;
  numbers: { rating: number };
}

export const COLOURS = [
  'black',
  'white',
  'blue',
  'red',
  'green',
  'grey',
  'navy',
  'beige',
  'pink',
  'brown',
  'yellow',
  'purple',
  'orange',
  'olive',
  'burgundy',
];
export const MATERIALS = [
  'cotton',
  'leather',
  'wool',
  'linen',
  'denim',
  'polyester',
  'silk',
  'suede',
  'canvas',
  'steel',
  'aluminium',
  'bamboo',
  'ceramic',
  'glass',
  'oak',
];
const GENDERS = ['men', 'women', 'unisex', 'kids'];
const SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
const STYLES = [
  'classic',
  'slim',
  'relaxed',
  'vintage',
  'premium',
  'lightweight',
  'waterproof',
  'organic',
  'essential',
  'sport',
  'casual',
  'formal',
  'oversized',
  'cropped',
  'stretch',
];

/** Department → sub-category → product types. */
export const CATALOGUE: Record<string, Record<string, string[]>> = {
  clothing: {
    tops: ['shirt', 't-shirt', 'blouse', 'polo', 'sweater', 'hoodie', 'cardigan', 'tank top'],
    bottoms: ['jeans', 'trousers', 'chinos', 'shorts', 'skirt', 'leggings', 'joggers'],
    outerwear: ['jacket', 'coat', 'parka', 'blazer', 'raincoat', 'gilet'],
    dresses: ['dress', 'maxi dress', 'jumpsuit', 'playsuit'],
  },
  footwear: {
    shoes: ['sneakers', 'trainers', 'loafers', 'oxford shoes', 'running shoes', 'sandals'],
    boots: ['chelsea boots', 'ankle boots', 'hiking boots', 'wellington boots'],
  },
  accessories: {
    bags: ['backpack', 'tote bag', 'handbag', 'wallet', 'duffel bag', 'belt bag'],
    jewellery: ['necklace', 'bracelet', 'earrings', 'ring', 'watch'],
    headwear: ['cap', 'beanie', 'sun hat', 'scarf', 'gloves'],
  },
  home: {
    kitchen: ['frying pan', 'saucepan', 'knife set', 'kettle', 'coffee maker', 'mug', 'cutting board'],
    furniture: ['armchair', 'bookcase', 'coffee table', 'desk', 'dining chair', 'bed frame'],
    decor: ['lamp', 'cushion', 'rug', 'mirror', 'vase', 'candle', 'curtains'],
  },
  electronics: {
    audio: ['headphones', 'earbuds', 'speaker', 'soundbar', 'turntable'],
    computing: ['laptop', 'tablet', 'monitor', 'keyboard', 'mouse', 'webcam'],
    phones: ['smartphone', 'phone case', 'charger', 'power bank', 'smartwatch'],
  },
  sports: {
    fitness: ['yoga mat', 'dumbbells', 'kettlebell', 'resistance bands', 'foam roller'],
    outdoor: ['tent', 'sleeping bag', 'camping stove', 'water bottle', 'trekking poles'],
    cycling: ['bike helmet', 'bike lights', 'cycling jersey', 'bike lock'],
  },
};

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'sel',
  'dan',
  'qui',
  'zo',
  'fer',
  'lux',
  'mon',
  'tek',
  'nor',
  'vi',
  'ax',
  'bel',
  'cor',
  'dri',
  'el',
  'fa',
  'gro',
  'hal',
];
const FEATURES = [
  'breathable',
  'durable',
  'machine washable',
  'adjustable straps',
  'reinforced seams',
  'soft touch',
  'quick dry',
  'recycled fibres',
  'ergonomic design',
  'non-stick coating',
  'dishwasher safe',
  'noise cancelling',
  'long battery life',
  'bluetooth',
  'wireless charging',
  'fast charging',
  'padded lining',
  'anti-slip sole',
  'memory foam',
  'uv protection',
  'easy assembly',
  'scratch resistant',
  'eco friendly',
  'handmade',
  'limited edition',
  'compact',
  'foldable',
];

function word(random: () => number, syllables: number): string {
  let text = '';
  for (let i = 0; i < syllables; i++) text += pick(random, SYLLABLES);
  return text;
}

/** `count` products from `seed`: same arguments, same products, in the same order. */
export function generateProducts(count: number, seed = 42): GeneratedProduct[] {
  const random = createRandom(seed);
  const brands = Array.from({ length: 400 }, () => word(random, 2 + Math.floor(random() * 2)));
  const collections = Array.from({ length: 3000 }, () => word(random, 2 + Math.floor(random() * 2)));
  const departments = Object.keys(CATALOGUE);
  const products: GeneratedProduct[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < count; i++) {
    const department = pickSkewed(random, departments);
    const subCategories = CATALOGUE[department]!;
    const subCategory = pick(random, Object.keys(subCategories));
    const type = pick(random, subCategories[subCategory]!);
    const brand = pickSkewed(random, brands);
    const colour = pickSkewed(random, COLOURS);
    const material = pickSkewed(random, MATERIALS);
    const gender = pick(random, GENDERS);
    const style = pick(random, STYLES);
    const collection = pickSkewed(random, collections);
    const model = `${collection.slice(0, 2).toUpperCase()}${Math.floor(random() * 900 + 100)}`;
    const features = Array.from({ length: 3 }, () => pick(random, FEATURES));
    const sku = `${brand.slice(0, 3).toUpperCase()}-${String(i).padStart(6, '0')}`;
    const price = Math.round(Math.exp(2 + random() * 5) * 100) / 100;
    products.push({
      id: `p${i}`,
      identifiers: [sku, `${sku}-${pick(random, SIZES).toUpperCase()}`],
      name: `${brand} ${collection} ${style} ${colour} ${material} ${type} ${model}`,
      description:
        `The ${collection} ${type} by ${brand} in ${colour} ${material}, for ${gender}. ` +
        `${features.join(', ')}. A ${style} piece from the ${collection} collection, ` +
        `designed for everyday use and built to last, with ${pick(random, FEATURES)}.`,
      brand,
      categories: [[department, subCategory, type]],
      attributes: {
        colour,
        size: SIZES.filter(() => random() < 0.5),
        material,
        gender,
      },
      price,
      stock: random() < 0.1 ? 0 : Math.floor(random() * 200),
      availableForOrder: random() > 0.05,
      createdAt: start + Math.floor(random() * 700) * 86_400_000,
      numbers: { rating: Math.round((1 + random() * 4) * 10) / 10 },
    });
  }
  return products;
}
