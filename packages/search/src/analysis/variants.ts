import type { Language, SynonymGroup } from '../types.ts';

/**
 * Words British and American shoppers say differently, and the other names shoppers give the same
 * product, curated for shops. A one-way group only goes from its first word: an American's "pants"
 * are trousers, a British shopper's "trousers" are never underwear; "crib" is a British "cot", a
 * British "cot" no American crib.
 */
const ENGLISH: readonly SynonymGroup[] = [
  // British and American words.
  { terms: ['sweater', 'jumper', 'pullover'] },
  { terms: ['sneakers', 'trainers'] },
  { terms: ['pants', 'trousers'], oneWay: true },
  { terms: ['pajamas', 'pyjamas'] },
  { terms: ['gray', 'grey'] },
  { terms: ['sofa', 'couch', 'settee'] },
  { terms: ['jewelry', 'jewellery'] },
  { terms: ['aluminum', 'aluminium'] },
  { terms: ['flashlight', 'torch'], oneWay: true },
  { terms: ['diaper', 'nappy'] },
  { terms: ['stroller', 'pushchair', 'buggy'] },
  { terms: ['crib', 'cot'], oneWay: true },
  { terms: ['faucet', 'tap'], oneWay: true },
  { terms: ['cell phone', 'cellphone', 'mobile phone'] },
  { terms: ['comforter', 'duvet'] },
  { terms: ['bathing suit', 'swimsuit', 'swimming costume'] },
  { terms: ['sweatpants', 'joggers', 'tracksuit bottoms'] },
  { terms: ['zipper', 'zip'] },
  { terms: ['undershirt', 'vest'], oneWay: true },
  { terms: ['purse', 'handbag'], oneWay: true },
  { terms: ['suspenders', 'braces'], oneWay: true },
  { terms: ['pantyhose', 'tights'] },
  { terms: ['closet', 'wardrobe'], oneWay: true },
  { terms: ['dresser', 'chest of drawers'], oneWay: true },
  { terms: ['nightstand', 'bedside table'] },
  { terms: ['trash can', 'garbage can', 'rubbish bin', 'dustbin'] },
  { terms: ['cookie', 'biscuit'], oneWay: true },
  { terms: ['candy', 'sweets'], oneWay: true },
  { terms: ['eggplant', 'aubergine'] },
  { terms: ['zucchini', 'courgette'] },
  { terms: ['cilantro', 'coriander'] },
  { terms: ['fanny pack', 'bum bag'] },
  { terms: ['tuxedo', 'dinner jacket'] },
  { terms: ['cleats', 'football boots'], oneWay: true },
  { terms: ['rain boots', 'wellies', 'wellington boots', 'wellingtons'] },
  { terms: ['plastic wrap', 'cling film'] },
  { terms: ['aluminum foil', 'tin foil', 'kitchen foil'] },
  { terms: ['robe', 'bathrobe', 'dressing gown'] },
  // Other names shoppers give a product.
  { terms: ['t-shirt', 'tee', 'tee shirt'] },
  // Shops that sell no shoe by these names file them as casual or sports shoes.
  { terms: ['sneakers', 'casual shoes', 'sports shoes'], oneWay: true },
  { terms: ['trainers', 'sports shoes', 'casual shoes'], oneWay: true },
  { terms: ['blanket', 'throw'], oneWay: true },
  { terms: ['earphones', 'earbuds'] },
  { terms: ['earphones', 'headphones'], oneWay: true },
  { terms: ['earbuds', 'headphones'], oneWay: true },
  { terms: ['skillet', 'frying pan', 'frypan'] },
  { terms: ['wristwatch', 'watch'], oneWay: true },
  { terms: ['tv', 'television'] },
  { terms: ['fridge', 'refrigerator'] },
  { terms: ['backpack', 'rucksack', 'knapsack'] },
  { terms: ['hoodie', 'hooded sweatshirt'] },
  { terms: ['sunglasses', 'sunnies'] },
  { terms: ['notebook', 'notepad'] },
  { terms: ['laptop bag', 'laptop case', 'laptop sleeve'] },
];

/**
 * Spanish names of one product across Spain and Latin America, and the words shops use for them.
 * One-way groups as in English: "cuero" is sold as "piel", but "piel" is also skin (cosmetics).
 */
const SPANISH: readonly SynonymGroup[] = [
  { terms: ['camiseta', 'playera', 'remera', 'polera'] },
  { terms: ['chaqueta', 'cazadora', 'chamarra', 'campera'] },
  { terms: ['jersey', 'sueter', 'chompa', 'pullover'] },
  { terms: ['sudadera', 'buzo'] },
  { terms: ['zapatillas', 'deportivas', 'tenis'] },
  { terms: ['pantalones', 'pantalon'] },
  { terms: ['vaqueros', 'jeans', 'tejanos'] },
  { terms: ['falda', 'pollera'] },
  { terms: ['bolso', 'cartera'] },
  { terms: ['gafas', 'lentes', 'anteojos'] },
  { terms: ['gafas de sol', 'lentes de sol'] },
  { terms: ['calcetines', 'medias'], oneWay: true },
  { terms: ['banador', 'traje de bano', 'malla'] },
  { terms: ['pijama', 'piyama'] },
  { terms: ['gorra', 'cachucha'] },
  { terms: ['cuero', 'piel'], oneWay: true },
  { terms: ['auriculares', 'cascos', 'audifonos'] },
  { terms: ['ordenador', 'computadora', 'computador'] },
  { terms: ['portatil', 'laptop'] },
  { terms: ['movil', 'celular', 'telefono movil'] },
  { terms: ['television', 'tele', 'televisor'] },
  { terms: ['nevera', 'frigorifico', 'refrigerador', 'heladera'] },
  { terms: ['manta', 'cobija', 'frazada'] },
  { terms: ['edredon', 'nordico'] },
  { terms: ['sarten', 'paila'], oneWay: true },
  { terms: ['taza', 'tazon'], oneWay: true },
  { terms: ['lampara de pie', 'lampara de suelo'] },
  { terms: ['mochila', 'morral'] },
  { terms: ['sofa', 'sillon'], oneWay: true },
  { terms: ['boligrafo', 'boli', 'lapicera'] },
  { terms: ['coche', 'carro', 'auto'] },
  { terms: ['grifo', 'canilla'] },
  // Colours, one way into English: a shop's colour values often stay in English on its Spanish
  // storefront ("Zapatillas … · White"). Kept only when the English word is in the catalogue; not
  // "rosa" or "crema", which are also the rose and the cream a shopper asks for.
  { terms: ['blanco', 'white'], oneWay: true },
  { terms: ['negro', 'black'], oneWay: true },
  { terms: ['rojo', 'red'], oneWay: true },
  { terms: ['azul', 'blue'], oneWay: true },
  { terms: ['azul marino', 'navy'], oneWay: true },
  { terms: ['verde', 'green'], oneWay: true },
  { terms: ['amarillo', 'yellow'], oneWay: true },
  { terms: ['gris', 'grey', 'gray'], oneWay: true },
  { terms: ['marron', 'brown'], oneWay: true },
  { terms: ['morado', 'purple'], oneWay: true },
  { terms: ['beis', 'beige'], oneWay: true },
  { terms: ['burdeos', 'burgundy'], oneWay: true },
];

/** The curated built-in synonym groups of a language. */
export function curatedSynonyms(language: Language): readonly SynonymGroup[] {
  return language === 'es' ? SPANISH : ENGLISH;
}

/**
 * Endings American and British English spell differently, American first: colour, centre,
 * moisturiser, catalogue, traveller, licence. Applied to whole words only, and only kept when
 * the other spelling is a word of the language the catalogue holds.
 */
const SPELLING_ENDINGS: readonly (readonly [string, string])[] = [
  ['ization', 'isation'],
  ['izations', 'isations'],
  ['izing', 'ising'],
  ['ized', 'ised'],
  ['izer', 'iser'],
  ['izers', 'isers'],
  ['izes', 'ises'],
  ['ize', 'ise'],
  ['yzer', 'yser'],
  ['yze', 'yse'],
  ['orful', 'ourful'],
  ['orless', 'ourless'],
  ['oring', 'ouring'],
  ['ored', 'oured'],
  ['ors', 'ours'],
  ['or', 'our'],
  ['ters', 'tres'],
  ['ter', 'tre'],
  ['bers', 'bres'],
  ['ber', 'bre'],
  ['eled', 'elled'],
  ['eling', 'elling'],
  ['eler', 'eller'],
  ['elers', 'ellers'],
  ['og', 'ogue'],
  ['ogs', 'ogues'],
  ['ense', 'ence'],
];

/** Shortest word whose ending is respelled: "tor", "ber" are no American spellings. */
const MIN_RESPELLED_LENGTH = 4;

/**
 * The other spellings of an English word, British for American and back ("color" → "colour",
 * "centre" → "center"); for Spanish none. Candidates only: most are no words at all ("door" →
 * "doour"), which the caller keeps out by the dictionary and the catalogue.
 */
export function spellingVariants(word: string, language: Language): string[] {
  if (language !== 'en' || word.length < MIN_RESPELLED_LENGTH) return [];
  const variants: string[] = [];
  for (const [american, british] of SPELLING_ENDINGS) {
    if (word.endsWith(american)) variants.push(word.slice(0, -american.length) + british);
    else if (word.endsWith(british)) variants.push(word.slice(0, -british.length) + american);
  }
  return variants.filter((variant) => variant !== word);
}
