// What shoppers really type (issue 30), on the demo shop's catalogue (English and Spanish) and the
// Flipkart sample, by class. Each query says what its relevant top 10 holds, or that the shop does
// not sell it; bench:relevance checks both against the catalogue before scoring.

export type ShopperShop = 'demo-en' | 'demo-es' | 'flipkart';

export type ShopperClass =
  | 'misspelling'
  | 'valid-word'
  | 'british-american'
  | 'synonym'
  | 'multi-word'
  | 'question'
  | 'price'
  | 'not-sold'
  | 'brand'
  | 'colour-type'
  | 'spanish';

export interface ShopperQuery {
  readonly shop: ShopperShop;
  readonly class: ShopperClass;
  readonly query: string;
  /**
   * What a relevant product says (name, categories, brand or attributes): one word of each group,
   * as a folded substring ("jacket" matches "jackets"). The catalogue must hold such products.
   */
  readonly relevant?: readonly (readonly string[])[];
  /** Highest price of a relevant product, for a price phrase. */
  readonly maxPrice?: number;
  /**
   * Words no product of the shop has: the answer must show nothing (no unrelated product). The
   * catalogue must hold none of them.
   */
  readonly notSold?: readonly string[];
}

const q = (
  shop: ShopperShop,
  shopperClass: ShopperClass,
  query: string,
  expectation: Pick<ShopperQuery, 'relevant' | 'maxPrice' | 'notSold'>,
): ShopperQuery => ({ shop, class: shopperClass, query, ...expectation });

const relevant = (...groups: (readonly string[])[]) => ({ relevant: groups });

export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  // Misspellings: a word of no language, near a catalogue word.
  q('demo-en', 'misspelling', 'jaket', relevant(['jacket'])),
  q('demo-en', 'misspelling', 'trainres', relevant(['trainer'])),
  q('demo-en', 'misspelling', 'hoodei', relevant(['hoodie'])),
  q('demo-en', 'misspelling', 'shampo', relevant(['shampoo'])),
  q('demo-en', 'misspelling', 'headphnes', relevant(['headphone'])),
  q('demo-en', 'misspelling', 'cardign', relevant(['cardigan'])),
  q('demo-en', 'misspelling', 'bluetoth speaker', relevant(['speaker'])),
  q('demo-en', 'misspelling', 'moniter', relevant(['monitor'])),
  q('flipkart', 'misspelling', 'brcelet', relevant(['bracelet'])),
  q('flipkart', 'misspelling', 'wacth', relevant(['watch'])),
  q('flipkart', 'misspelling', 'nekclace', relevant(['necklace'])),

  // Valid words the catalogue does not contain: never rewritten into another word.
  q('demo-en', 'valid-word', 'rain jacket', relevant(['jacket'])),
  q('demo-en', 'valid-word', 'garden centre', relevant(['garden'])),
  q('demo-en', 'valid-word', 'tea pot', { notSold: ['teapot', 'tea pot'] }),
  q('demo-en', 'valid-word', 'leather sofa', { notSold: ['sofa'] }),
  q('demo-en', 'valid-word', 'wool socks', { notSold: ['sock'] }),
  q('demo-en', 'valid-word', 'winter coat', relevant(['coat'])),
  q('flipkart', 'valid-word', 'party dress', relevant(['dress'])),
  q('flipkart', 'valid-word', 'velvet sofa', { notSold: ['sofa'] }),

  // British and American words (built-in variants: not part of this slice, measured as they are).
  q('demo-en', 'british-american', 'sweater', relevant(['jumper', 'knitwear', 'cardigan'])),
  q('demo-en', 'british-american', 'sneakers', relevant(['trainer'])),
  q('demo-en', 'british-american', 'pants', relevant(['trouser', 'jogger', 'chino'])),
  q('demo-en', 'british-american', 'pajamas', relevant(['pyjama'])),
  q('demo-en', 'british-american', 'moisturizer', relevant(['moisturiser'])),
  q('demo-en', 'british-american', 'grey trousers', relevant(['trouser'], ['grey'])),
  q('demo-en', 'british-american', 'gray trousers', relevant(['trouser'], ['grey'])),
  q('demo-en', 'british-american', 'colour changing lights', relevant(['light'])),

  // Synonyms (built-in synonyms: not part of this slice, measured as they are).
  q('demo-en', 'synonym', 'blanket', relevant(['throw'])),
  q('demo-en', 'synonym', 'tee', relevant(['t-shirt'])),
  q('demo-en', 'synonym', 'earphones', relevant(['earbud', 'headphone'])),
  q('demo-en', 'synonym', 'couch cushion', relevant(['cushion'])),
  q('demo-en', 'synonym', 'skillet', relevant(['frying pan'])),
  q('flipkart', 'synonym', 'wristwatch', relevant(['watch'])),
  q('flipkart', 'synonym', 'footwear for women', relevant(['footwear'])),

  // Multi-word intents.
  q('demo-en', 'multi-word', 'warm blanket for winter nights', relevant(['throw', 'bedspread'])),
  q('demo-en', 'multi-word', 'running shoes for women', relevant(['running shoe'], ['women'])),
  q('demo-en', 'multi-word', 'linen shirt for men', relevant(['shirt'], ['linen'])),
  q('demo-en', 'multi-word', 'ceramic vase for the living room', relevant(['vase'])),
  q('demo-en', 'multi-word', 'yoga mat for beginners', relevant(['yoga mat'])),
  q('demo-en', 'multi-word', 'leather boots for men', relevant(['boot'], ['leather'])),
  q('demo-en', 'multi-word', 'cotton dress for summer', relevant(['dress'])),
  q('flipkart', 'multi-word', 'gold ring for women', relevant(['ring'])),
  q('flipkart', 'multi-word', 'coffee mug for gift', relevant(['mug'])),

  // Questions: the words around the product are dropped, the product kept.
  q('demo-en', 'question', 'do you have leather boots', relevant(['boot'])),
  q('demo-en', 'question', 'where can i find yoga mats', relevant(['yoga mat'])),
  q('demo-en', 'question', 'do you sell hiking backpacks', relevant(['backpack'])),
  q('demo-en', 'question', 'have you got wireless headphones', relevant(['headphone'])),
  q('demo-en', 'question', 'any bluetooth speakers', relevant(['speaker'])),
  q('flipkart', 'question', 'do you have wrist watches', relevant(['watch'])),
  q('flipkart', 'question', 'do you sell sofas', { notSold: ['sofa'] }),

  // Price phrases.
  q('demo-en', 'price', 'jackets under 100', { ...relevant(['jacket']), maxPrice: 100 }),
  q('demo-en', 'price', 'trainers under 60', { ...relevant(['trainer']), maxPrice: 60 }),
  q('demo-en', 'price', 'headphones below 80', { ...relevant(['headphone']), maxPrice: 80 }),
  q('demo-en', 'price', 'cheap mugs under 20', { ...relevant(['mug']), maxPrice: 20 }),
  q('flipkart', 'price', 'watches under 500', { ...relevant(['watch']), maxPrice: 500 }),
  q('flipkart', 'price', 'rings under 1000', { ...relevant(['ring']), maxPrice: 1000 }),

  // What the shop does not sell: nothing unrelated.
  q('demo-en', 'not-sold', 'sofa', { notSold: ['sofa'] }),
  q('demo-en', 'not-sold', 'bicycle', { notSold: ['bicycle'] }),
  q('demo-en', 'not-sold', 'television', { notSold: ['television'] }),
  q('demo-en', 'not-sold', 'refrigerator', { notSold: ['refrigerator'] }),
  q('demo-en', 'not-sold', 'dog food', { notSold: ['dog'] }),
  q('demo-en', 'not-sold', 'wine glasses', { notSold: ['wine'] }),
  q('demo-en', 'not-sold', 'red sofa', { notSold: ['sofa'] }),
  q('flipkart', 'not-sold', 'sofa', { notSold: ['sofa'] }),
  q('flipkart', 'not-sold', 'refrigerator', { notSold: ['refrigerator'] }),
  q('flipkart', 'not-sold', 'lawnmower', { notSold: ['lawnmower', 'lawn mower'] }),

  // Brands.
  q('demo-en', 'brand', 'trailhead', relevant(['trailhead'])),
  q('demo-en', 'brand', 'alba & co', relevant(['alba & co'])),
  q('demo-en', 'brand', 'sonora keyboard', relevant(['sonora'], ['keyboard'])),
  q('demo-en', 'brand', 'lumen labs', relevant(['lumen labs'])),
  q('flipkart', 'brand', 'speedwav', relevant(['speedwav'])),
  q('flipkart', 'brand', 'bluestone ring', relevant(['bluestone'], ['ring'])),
  q('flipkart', 'brand', 'dressberry', relevant(['dressberry'])),

  // Colour and type.
  q('demo-en', 'colour-type', 'black jeans', relevant(['jeans'], ['black'])),
  q('demo-en', 'colour-type', 'white trainers', relevant(['trainer'], ['white'])),
  q('demo-en', 'colour-type', 'navy coat', relevant(['coat'], ['navy'])),
  q('demo-en', 'colour-type', 'green dress', relevant(['dress'], ['green'])),
  q('demo-en', 'colour-type', 'grey cushion cover', relevant(['cushion cover'], ['grey'])),
  q('flipkart', 'colour-type', 'black watch', relevant(['watch'], ['black'])),
  q('flipkart', 'colour-type', 'blue jeans', relevant(['jeans'])),
  q('flipkart', 'colour-type', 'white sneakers', relevant(['sneaker', 'shoe'], ['white'])),

  // Spanish, on the Spanish catalogue.
  q('demo-es', 'spanish', 'sartenes', relevant(['sarten'])),
  q('demo-es', 'spanish', 'zapatillas blancas', relevant(['zapatilla'], ['blanc', 'white'])),
  q('demo-es', 'spanish', 'mochial', relevant(['mochila'])),
  q('demo-es', 'spanish', 'lampara de pie', relevant(['lampara de pie'])),
  q('demo-es', 'spanish', 'auriculares inalambricos', relevant(['auricular'])),
  q('demo-es', 'spanish', 'chaqueta de cuero', relevant(['chaqueta', 'cazadora'])),
  q('demo-es', 'spanish', 'sofa', { notSold: ['sofa'] }),
  q('demo-es', 'spanish', 'sofá rojo', { notSold: ['sofa'] }),
  q('demo-es', 'spanish', 'sartén de hierro', relevant(['sarten'], ['hierro'])),
  q('demo-es', 'spanish', 'bicicleta', { notSold: ['bicicleta'] }),
  q('demo-es', 'spanish', 'tazas baratas', relevant(['taza'])),
];
