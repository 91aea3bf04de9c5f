/**
 * The name shoppers read for a facet the merchant has not named in a language: the usual name of a
 * field shops commonly have, in that language, else the field key made readable. Never another
 * language's label: a filter switched on from the English tab must not read "Colour" on the Spanish
 * storefront.
 */

type KnownName = { readonly en: string; readonly es: string };

/** Fields shops commonly have, by their key without separators (`pa_colour`, `Color`, `colour`). */
const KNOWN_FIELDS: Readonly<Record<string, KnownName>> = {
  brand: { en: 'Brand', es: 'Marca' },
  manufacturer: { en: 'Manufacturer', es: 'Fabricante' },
  categories: { en: 'Category', es: 'Categoría' },
  category: { en: 'Category', es: 'Categoría' },
  price: { en: 'Price', es: 'Precio' },
  colour: { en: 'Colour', es: 'Color' },
  color: { en: 'Colour', es: 'Color' },
  size: { en: 'Size', es: 'Talla' },
  material: { en: 'Material', es: 'Material' },
  fabric: { en: 'Fabric', es: 'Tejido' },
  pattern: { en: 'Pattern', es: 'Estampado' },
  style: { en: 'Style', es: 'Estilo' },
  gender: { en: 'Gender', es: 'Género' },
  age: { en: 'Age', es: 'Edad' },
  volume: { en: 'Volume', es: 'Volumen' },
  weight: { en: 'Weight', es: 'Peso' },
  ingredient: { en: 'Ingredient', es: 'Ingrediente' },
  flavour: { en: 'Flavour', es: 'Sabor' },
  flavor: { en: 'Flavour', es: 'Sabor' },
  rating: { en: 'Rating', es: 'Valoración' },
  availability: { en: 'Availability', es: 'Disponibilidad' },
  stock: { en: 'Availability', es: 'Disponibilidad' },
};

/** US English spells these without the British "ou". */
const US_SPELLINGS: Readonly<Record<string, string>> = { Colour: 'Color', Flavour: 'Flavor' };

/** `pa_screen_size` → `screen size`: WooCommerce's attribute prefix off, separators as spaces. */
function words(field: string): string {
  return field
    .replace(/^pa_/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The default name of a facet on `field` in `language` (an engine's language: `en`, `en-US`, `es`, ...). */
export function defaultFacetName(field: string, language: string): string {
  const readable = words(field);
  const known = KNOWN_FIELDS[readable.replaceAll(' ', '')];
  if (known) {
    if (language.slice(0, 2) === 'es') return known.es;
    return language === 'en-US' ? (US_SPELLINGS[known.en] ?? known.en) : known.en;
  }
  return readable === '' ? field : readable.charAt(0).toUpperCase() + readable.slice(1);
}

/** The facet's own label in `language` when the merchant gave one, else {@link defaultFacetName}. */
export function facetNameIn(
  facet: { readonly field: string; readonly label: Readonly<Record<string, string | undefined>> },
  language: string,
): string {
  return facet.label[language]?.trim() || defaultFacetName(facet.field, language);
}
