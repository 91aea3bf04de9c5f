// The words the catalogue is built from, in English and Spanish. Spanish adjectives agree with the
// noun, so nouns carry gender and number and adjectives list their four forms.

/** Gender and number of a Spanish noun: masculine/feminine, singular/plural. */
export type Agreement = 'ms' | 'fs' | 'mp' | 'fp';

/** Spanish forms of an adjective in the order masculine singular, feminine singular, masculine plural, feminine plural. */
export type SpanishForms = readonly [string, string, string, string];

export interface Noun {
  en: string;
  es: string;
  agreement: Agreement;
}

export interface Adjective {
  en: string;
  es: SpanishForms;
}

export interface Material {
  en: string;
  es: string;
}

export interface Colour extends Adjective {
  hex: string;
}

/** How a product of the leaf comes in variants. */
export type VariantKind = 'apparel' | 'kids-apparel' | 'shoes-women' | 'shoes-men' | 'shoes-kids' | 'none';

export interface LeafCategory {
  en: string;
  es: string;
  nouns: readonly Noun[];
  /** Regular price range in euros. */
  price: readonly [number, number];
  variants: VariantKind;
  /** English names of the department's materials that suit this category; all of them when absent. */
  materials?: readonly string[];
  /** English names of the department's adjectives that suit this category; all of them when absent. */
  adjectives?: readonly string[];
}

export interface SubCategory {
  en: string;
  es: string;
  /** Shopper the products are for, as an attribute (`gender`), when the branch says so. */
  audience?: string;
  leaves: readonly LeafCategory[];
}

export interface Department {
  en: string;
  es: string;
  brands: readonly string[];
  adjectives: readonly Adjective[];
  materials: readonly Material[];
  /** Beauty products are "formulated with" an ingredient rather than "made of" a material. */
  materialKind: 'material' | 'ingredient';
  colours: readonly string[];
  benefits: readonly { en: string; es: string }[];
  children: readonly SubCategory[];
}

const inv = (es: string, plural = `${es}s`): SpanishForms => [es, es, plural, plural];
const fixed = (es: string): SpanishForms => [es, es, es, es];
const o = (stem: string): SpanishForms => [`${stem}o`, `${stem}a`, `${stem}os`, `${stem}as`];

export const COLOURS: Record<string, Colour> = {
  black: { en: 'Black', es: o('negr'), hex: '#222326' },
  white: { en: 'White', es: o('blanc'), hex: '#f4f2ee' },
  navy: { en: 'Navy', es: inv('azul marino', 'azul marino'), hex: '#1f2f4f' },
  blue: { en: 'Blue', es: inv('azul', 'azules'), hex: '#2f6fb3' },
  grey: { en: 'Grey', es: inv('gris', 'grises'), hex: '#8a8d91' },
  beige: { en: 'Beige', es: inv('beige'), hex: '#d8c7a6' },
  red: { en: 'Red', es: o('roj'), hex: '#c0392b' },
  green: { en: 'Green', es: inv('verde'), hex: '#3d8b4f' },
  olive: { en: 'Olive', es: inv('verde oliva', 'verde oliva'), hex: '#6b7035' },
  yellow: { en: 'Yellow', es: o('amarill'), hex: '#e9c13b' },
  pink: { en: 'Pink', es: inv('rosa'), hex: '#e79cb4' },
  brown: { en: 'Brown', es: inv('marrón', 'marrones'), hex: '#7a5034' },
  burgundy: { en: 'Burgundy', es: inv('burdeos', 'burdeos'), hex: '#722f37' },
  orange: { en: 'Orange', es: inv('naranja'), hex: '#e67e22' },
  purple: { en: 'Purple', es: o('morad'), hex: '#7d4e9f' },
  silver: { en: 'Silver', es: o('platead'), hex: '#c3c7cc' },
  cream: { en: 'Cream', es: inv('crudo', 'crudos'), hex: '#efe6d2' },
  terracotta: { en: 'Terracotta', es: inv('terracota'), hex: '#c06a45' },
};

const adult = 'apparel';

export const DEPARTMENTS: readonly Department[] = [
  {
    en: 'Clothing',
    es: 'Ropa',
    brands: ['Northwind', 'Alba & Co', 'Tramontana', 'Linea Verde', 'Harbour Lane', 'Calma', 'Oakridge'],
    adjectives: [
      { en: 'Classic', es: o('clásic') },
      { en: 'Relaxed', es: o('holgad') },
      { en: 'Slim-Fit', es: o('entallad') },
      { en: 'Essential', es: inv('esencial', 'esenciales') },
      { en: 'Vintage', es: inv('vintage', 'vintage') },
      { en: 'Oversized', es: inv('oversize', 'oversize') },
      { en: 'Lightweight', es: o('liger') },
      { en: 'Striped', es: fixed('de rayas') },
      { en: 'Cropped', es: o('cort') },
      { en: 'Everyday', es: fixed('de diario') },
    ],
    materials: [
      { en: 'Cotton', es: 'algodón' },
      { en: 'Organic Cotton', es: 'algodón orgánico' },
      { en: 'Linen', es: 'lino' },
      { en: 'Wool', es: 'lana' },
      { en: 'Denim', es: 'denim' },
      { en: 'Recycled Polyester', es: 'poliéster reciclado' },
      { en: 'Cashmere', es: 'cachemira' },
      { en: 'Viscose', es: 'viscosa' },
    ],
    materialKind: 'material',
    colours: ['black', 'white', 'navy', 'blue', 'grey', 'beige', 'red', 'green', 'olive', 'pink', 'burgundy'],
    benefits: [
      {
        en: 'Soft against the skin and easy to wear all day.',
        es: 'Suave al tacto y cómodo durante todo el día.',
      },
      { en: 'Machine washable at 30 °C.', es: 'Se puede lavar a máquina a 30 °C.' },
      { en: 'A timeless cut that pairs with everything.', es: 'Un corte atemporal que combina con todo.' },
      {
        en: 'Made in a certified low-impact factory.',
        es: 'Fabricado en un taller certificado de bajo impacto.',
      },
      { en: 'Breathable fabric for warm days.', es: 'Tejido transpirable para los días de calor.' },
      { en: 'Reinforced seams that keep their shape.', es: 'Costuras reforzadas que mantienen la forma.' },
    ],
    children: [
      {
        en: 'Women',
        es: 'Mujer',
        audience: 'women',
        leaves: [
          {
            en: 'Dresses',
            es: 'Vestidos',
            nouns: [
              { en: 'Dress', es: 'Vestido', agreement: 'ms' },
              { en: 'Midi Dress', es: 'Vestido midi', agreement: 'ms' },
              { en: 'Shirt Dress', es: 'Vestido camisero', agreement: 'ms' },
            ],
            price: [29, 119],
            variants: adult,
            materials: ['Cotton', 'Organic Cotton', 'Linen', 'Viscose', 'Denim'],
            adjectives: [
              'Classic',
              'Relaxed',
              'Slim-Fit',
              'Essential',
              'Vintage',
              'Oversized',
              'Lightweight',
              'Striped',
              'Everyday',
            ],
          },
          {
            en: 'Tops',
            es: 'Tops',
            nouns: [
              { en: 'Blouse', es: 'Blusa', agreement: 'fs' },
              { en: 'T-Shirt', es: 'Camiseta', agreement: 'fs' },
              { en: 'Tank Top', es: 'Camiseta de tirantes', agreement: 'fs' },
            ],
            price: [12, 59],
            variants: adult,
            materials: ['Cotton', 'Organic Cotton', 'Linen', 'Viscose', 'Recycled Polyester'],
          },
          {
            en: 'Jeans',
            es: 'Vaqueros',
            nouns: [
              { en: 'Jeans', es: 'Vaqueros', agreement: 'mp' },
              { en: 'Wide-Leg Jeans', es: 'Vaqueros anchos', agreement: 'mp' },
              { en: 'Skinny Jeans', es: 'Vaqueros pitillo', agreement: 'mp' },
            ],
            price: [35, 99],
            variants: adult,
            materials: ['Denim'],
            adjectives: ['Classic', 'Relaxed', 'Slim-Fit', 'Vintage', 'Cropped', 'Essential'],
          },
          {
            en: 'Jackets',
            es: 'Chaquetas',
            nouns: [
              { en: 'Jacket', es: 'Chaqueta', agreement: 'fs' },
              { en: 'Trench Coat', es: 'Gabardina', agreement: 'fs' },
              { en: 'Blazer', es: 'Americana', agreement: 'fs' },
            ],
            price: [49, 229],
            variants: adult,
            materials: ['Denim', 'Wool', 'Linen', 'Cotton', 'Recycled Polyester'],
            adjectives: ['Classic', 'Relaxed', 'Oversized', 'Lightweight', 'Cropped', 'Vintage', 'Essential'],
          },
          {
            en: 'Skirts',
            es: 'Faldas',
            nouns: [
              { en: 'Skirt', es: 'Falda', agreement: 'fs' },
              { en: 'Pleated Skirt', es: 'Falda plisada', agreement: 'fs' },
            ],
            price: [22, 79],
            variants: adult,
            materials: ['Cotton', 'Linen', 'Denim', 'Viscose', 'Wool'],
            adjectives: ['Classic', 'Vintage', 'Striped', 'Lightweight', 'Everyday', 'Essential'],
          },
        ],
      },
      {
        en: 'Men',
        es: 'Hombre',
        audience: 'men',
        leaves: [
          {
            en: 'T-Shirts',
            es: 'Camisetas',
            nouns: [
              { en: 'T-Shirt', es: 'Camiseta', agreement: 'fs' },
              { en: 'Polo Shirt', es: 'Polo', agreement: 'ms' },
              { en: 'Henley', es: 'Camiseta henley', agreement: 'fs' },
            ],
            price: [12, 49],
            variants: adult,
            materials: ['Cotton', 'Organic Cotton', 'Linen', 'Recycled Polyester'],
            adjectives: [
              'Classic',
              'Relaxed',
              'Slim-Fit',
              'Essential',
              'Vintage',
              'Oversized',
              'Lightweight',
              'Striped',
              'Everyday',
            ],
          },
          {
            en: 'Shirts',
            es: 'Camisas',
            nouns: [
              { en: 'Shirt', es: 'Camisa', agreement: 'fs' },
              { en: 'Oxford Shirt', es: 'Camisa oxford', agreement: 'fs' },
              { en: 'Overshirt', es: 'Sobrecamisa', agreement: 'fs' },
            ],
            price: [25, 89],
            variants: adult,
            materials: ['Cotton', 'Organic Cotton', 'Linen', 'Denim', 'Viscose'],
            adjectives: [
              'Classic',
              'Relaxed',
              'Slim-Fit',
              'Essential',
              'Vintage',
              'Lightweight',
              'Striped',
              'Everyday',
            ],
          },
          {
            en: 'Trousers',
            es: 'Pantalones',
            nouns: [
              { en: 'Chinos', es: 'Chinos', agreement: 'mp' },
              { en: 'Jeans', es: 'Vaqueros', agreement: 'mp' },
              { en: 'Cargo Trousers', es: 'Pantalones cargo', agreement: 'mp' },
            ],
            price: [35, 109],
            variants: adult,
            materials: ['Cotton', 'Organic Cotton', 'Denim', 'Linen', 'Wool'],
            adjectives: ['Classic', 'Relaxed', 'Slim-Fit', 'Essential', 'Vintage', 'Lightweight', 'Everyday'],
          },
          {
            en: 'Knitwear',
            es: 'Punto',
            nouns: [
              { en: 'Jumper', es: 'Jersey', agreement: 'ms' },
              { en: 'Cardigan', es: 'Cárdigan', agreement: 'ms' },
              { en: 'Hoodie', es: 'Sudadera con capucha', agreement: 'fs' },
            ],
            price: [29, 139],
            variants: adult,
            materials: ['Wool', 'Cashmere', 'Cotton', 'Organic Cotton'],
            adjectives: [
              'Classic',
              'Relaxed',
              'Essential',
              'Vintage',
              'Oversized',
              'Lightweight',
              'Striped',
              'Everyday',
            ],
          },
          {
            en: 'Coats',
            es: 'Abrigos',
            nouns: [
              { en: 'Coat', es: 'Abrigo', agreement: 'ms' },
              { en: 'Parka', es: 'Parka', agreement: 'fs' },
              { en: 'Bomber Jacket', es: 'Cazadora bomber', agreement: 'fs' },
            ],
            price: [69, 259],
            variants: adult,
            materials: ['Wool', 'Cashmere', 'Recycled Polyester', 'Cotton'],
            adjectives: ['Classic', 'Relaxed', 'Oversized', 'Lightweight', 'Essential', 'Vintage'],
          },
        ],
      },
      {
        en: 'Kids',
        es: 'Infantil',
        audience: 'kids',
        leaves: [
          {
            en: 'Tops',
            es: 'Camisetas',
            nouns: [
              { en: 'T-Shirt', es: 'Camiseta', agreement: 'fs' },
              { en: 'Sweatshirt', es: 'Sudadera', agreement: 'fs' },
            ],
            price: [8, 35],
            variants: 'kids-apparel',
            materials: ['Cotton', 'Organic Cotton', 'Recycled Polyester'],
            adjectives: ['Classic', 'Relaxed', 'Essential', 'Striped', 'Everyday', 'Lightweight'],
          },
          {
            en: 'Bottoms',
            es: 'Pantalones',
            nouns: [
              { en: 'Joggers', es: 'Pantalones de chándal', agreement: 'mp' },
              { en: 'Shorts', es: 'Pantalones cortos', agreement: 'mp' },
            ],
            price: [10, 39],
            variants: 'kids-apparel',
            materials: ['Cotton', 'Organic Cotton', 'Denim', 'Recycled Polyester'],
            adjectives: ['Classic', 'Relaxed', 'Essential', 'Everyday', 'Lightweight'],
          },
          {
            en: 'Pyjamas',
            es: 'Pijamas',
            nouns: [{ en: 'Pyjama Set', es: 'Pijama', agreement: 'ms' }],
            price: [14, 39],
            variants: 'kids-apparel',
            materials: ['Cotton', 'Organic Cotton'],
            adjectives: ['Classic', 'Striped', 'Lightweight', 'Essential'],
          },
        ],
      },
    ],
  },
  {
    en: 'Shoes',
    es: 'Calzado',
    brands: ['Pisada', 'Trailhead', 'Marlowe', 'Suela Viva', 'Cobbler & Sons', 'Stride Lab'],
    adjectives: [
      { en: 'Classic', es: o('clásic') },
      { en: 'Lightweight', es: o('liger') },
      { en: 'Cushioned', es: o('acolchad') },
      { en: 'Waterproof', es: inv('impermeable', 'impermeables') },
      { en: 'Low-Top', es: o('baj') },
      { en: 'Handmade', es: ['hecho a mano', 'hecha a mano', 'hechos a mano', 'hechas a mano'] },
      { en: 'Retro', es: inv('retro', 'retro') },
      { en: 'Minimalist', es: inv('minimalista') },
    ],
    materials: [
      { en: 'Leather', es: 'piel' },
      { en: 'Suede', es: 'ante' },
      { en: 'Canvas', es: 'lona' },
      { en: 'Mesh', es: 'malla' },
      { en: 'Recycled Knit', es: 'punto reciclado' },
    ],
    materialKind: 'material',
    colours: ['black', 'white', 'navy', 'grey', 'beige', 'brown', 'burgundy', 'green'],
    benefits: [
      {
        en: 'Cushioned insole for long days on your feet.',
        es: 'Plantilla acolchada para largas jornadas de pie.',
      },
      { en: 'Rubber outsole with a grippy tread.', es: 'Suela de caucho con buen agarre.' },
      { en: 'True to size; take your usual size.', es: 'Horma normal: elige tu talla habitual.' },
      {
        en: 'Stitched, not glued, so they can be resoled.',
        es: 'Cosidos, no pegados, para poder cambiarles la suela.',
      },
      { en: 'Breathable lining keeps feet cool.', es: 'El forro transpirable mantiene los pies frescos.' },
    ],
    children: [
      {
        en: 'Women',
        es: 'Mujer',
        audience: 'women',
        leaves: [
          {
            en: 'Trainers',
            es: 'Zapatillas',
            nouns: [
              { en: 'Trainers', es: 'Zapatillas', agreement: 'fp' },
              { en: 'Running Shoes', es: 'Zapatillas de running', agreement: 'fp' },
            ],
            price: [39, 139],
            variants: 'shoes-women',
            adjectives: [
              'Classic',
              'Lightweight',
              'Cushioned',
              'Waterproof',
              'Low-Top',
              'Retro',
              'Minimalist',
            ],
          },
          {
            en: 'Boots',
            es: 'Botas',
            nouns: [
              { en: 'Ankle Boots', es: 'Botines', agreement: 'mp' },
              { en: 'Chelsea Boots', es: 'Botas chelsea', agreement: 'fp' },
            ],
            price: [59, 189],
            variants: 'shoes-women',
            materials: ['Leather', 'Suede'],
            adjectives: ['Classic', 'Waterproof', 'Handmade', 'Retro', 'Minimalist', 'Cushioned'],
          },
          {
            en: 'Sandals',
            es: 'Sandalias',
            nouns: [
              { en: 'Sandals', es: 'Sandalias', agreement: 'fp' },
              { en: 'Espadrilles', es: 'Alpargatas', agreement: 'fp' },
            ],
            price: [25, 89],
            variants: 'shoes-women',
            materials: ['Leather', 'Suede', 'Canvas'],
            adjectives: ['Classic', 'Lightweight', 'Handmade', 'Minimalist', 'Cushioned'],
          },
          {
            en: 'Heels',
            es: 'Tacones',
            nouns: [
              { en: 'Pumps', es: 'Zapatos de salón', agreement: 'mp' },
              { en: 'Block Heels', es: 'Zapatos de tacón ancho', agreement: 'mp' },
            ],
            price: [45, 149],
            variants: 'shoes-women',
            materials: ['Leather', 'Suede'],
            adjectives: ['Classic', 'Handmade', 'Retro', 'Minimalist'],
          },
        ],
      },
      {
        en: 'Men',
        es: 'Hombre',
        audience: 'men',
        leaves: [
          {
            en: 'Trainers',
            es: 'Zapatillas',
            nouns: [
              { en: 'Trainers', es: 'Zapatillas', agreement: 'fp' },
              { en: 'Running Shoes', es: 'Zapatillas de running', agreement: 'fp' },
            ],
            price: [39, 149],
            variants: 'shoes-men',
            adjectives: [
              'Classic',
              'Lightweight',
              'Cushioned',
              'Waterproof',
              'Low-Top',
              'Retro',
              'Minimalist',
            ],
          },
          {
            en: 'Boots',
            es: 'Botas',
            nouns: [
              { en: 'Work Boots', es: 'Botas de trabajo', agreement: 'fp' },
              { en: 'Desert Boots', es: 'Botas desert', agreement: 'fp' },
            ],
            price: [69, 199],
            variants: 'shoes-men',
            materials: ['Leather', 'Suede'],
            adjectives: ['Classic', 'Waterproof', 'Handmade', 'Retro', 'Minimalist', 'Cushioned'],
          },
          {
            en: 'Smart Shoes',
            es: 'Zapatos de vestir',
            nouns: [
              { en: 'Loafers', es: 'Mocasines', agreement: 'mp' },
              { en: 'Derby Shoes', es: 'Zapatos derby', agreement: 'mp' },
              { en: 'Brogues', es: 'Zapatos brogue', agreement: 'mp' },
            ],
            price: [59, 179],
            variants: 'shoes-men',
            materials: ['Leather', 'Suede'],
            adjectives: ['Classic', 'Handmade', 'Retro', 'Minimalist'],
          },
        ],
      },
      {
        en: 'Kids',
        es: 'Infantil',
        audience: 'kids',
        leaves: [
          {
            en: 'Trainers',
            es: 'Zapatillas',
            nouns: [{ en: 'Trainers', es: 'Zapatillas', agreement: 'fp' }],
            price: [24, 69],
            variants: 'shoes-kids',
            materials: ['Leather', 'Canvas', 'Mesh', 'Recycled Knit'],
            adjectives: ['Classic', 'Lightweight', 'Cushioned', 'Waterproof', 'Low-Top', 'Retro'],
          },
          {
            en: 'Sandals',
            es: 'Sandalias',
            nouns: [{ en: 'Sandals', es: 'Sandalias', agreement: 'fp' }],
            price: [18, 45],
            variants: 'shoes-kids',
            materials: ['Leather', 'Canvas'],
            adjectives: ['Classic', 'Lightweight', 'Cushioned'],
          },
        ],
      },
    ],
  },
  {
    en: 'Home & Kitchen',
    es: 'Hogar y cocina',
    brands: ['Casa Nube', 'Hearthstone', 'Loma', 'Copper & Clay', 'Nido', 'Fjordhus'],
    adjectives: [
      { en: 'Handcrafted', es: ['artesanal', 'artesanal', 'artesanales', 'artesanales'] },
      { en: 'Modern', es: o('modern') },
      { en: 'Rustic', es: o('rústic') },
      { en: 'Nordic', es: o('nórdic') },
      { en: 'Stackable', es: inv('apilable', 'apilables') },
      { en: 'Large', es: inv('grande', 'grandes') },
      { en: 'Compact', es: o('compact') },
      { en: 'Everyday', es: fixed('de diario') },
    ],
    materials: [
      { en: 'Ceramic', es: 'cerámica' },
      { en: 'Stainless Steel', es: 'acero inoxidable' },
      { en: 'Oak', es: 'roble' },
      { en: 'Glass', es: 'vidrio' },
      { en: 'Linen', es: 'lino' },
      { en: 'Bamboo', es: 'bambú' },
      { en: 'Cast Iron', es: 'hierro fundido' },
      { en: 'Stoneware', es: 'gres' },
      { en: 'Cotton', es: 'algodón' },
      { en: 'Wool', es: 'lana' },
      { en: 'Velvet', es: 'terciopelo' },
      { en: 'Rattan', es: 'ratán' },
      { en: 'Brass', es: 'latón' },
    ],
    materialKind: 'material',
    colours: ['white', 'black', 'grey', 'beige', 'blue', 'green', 'terracotta', 'cream', 'yellow'],
    benefits: [
      { en: 'Dishwasher safe.', es: 'Apto para lavavajillas.' },
      { en: 'Designed to last for years of daily use.', es: 'Pensado para durar años de uso diario.' },
      { en: 'Each piece is slightly unique.', es: 'Cada pieza es ligeramente única.' },
      {
        en: 'Fits small kitchens and busy homes.',
        es: 'Ideal para cocinas pequeñas y casas con mucho movimiento.',
      },
      { en: 'Ships in plastic-free packaging.', es: 'Se envía en un embalaje sin plástico.' },
      {
        en: 'Suitable for every type of hob, including induction.',
        es: 'Apto para todo tipo de cocinas, incluida la inducción.',
      },
    ],
    children: [
      {
        en: 'Kitchen',
        es: 'Cocina',
        leaves: [
          {
            en: 'Cookware',
            es: 'Menaje',
            nouns: [
              { en: 'Frying Pan', es: 'Sartén', agreement: 'fs' },
              { en: 'Casserole Dish', es: 'Cazuela', agreement: 'fs' },
              { en: 'Saucepan', es: 'Cazo', agreement: 'ms' },
            ],
            price: [19, 149],
            variants: 'none',
            materials: ['Stainless Steel', 'Cast Iron', 'Ceramic'],
            adjectives: ['Modern', 'Rustic', 'Large', 'Compact', 'Everyday'],
          },
          {
            en: 'Tableware',
            es: 'Vajilla',
            nouns: [
              { en: 'Mug', es: 'Taza', agreement: 'fs' },
              { en: 'Dinner Plate Set', es: 'Juego de platos', agreement: 'ms' },
              { en: 'Serving Bowl', es: 'Ensaladera', agreement: 'fs' },
            ],
            price: [6, 79],
            variants: 'none',
            materials: ['Ceramic', 'Stoneware', 'Glass', 'Bamboo'],
            adjectives: ['Handcrafted', 'Modern', 'Rustic', 'Nordic', 'Stackable', 'Large', 'Everyday'],
          },
          {
            en: 'Utensils',
            es: 'Utensilios',
            nouns: [
              { en: "Chef's Knife", es: 'Cuchillo de chef', agreement: 'ms' },
              { en: 'Chopping Board', es: 'Tabla de cortar', agreement: 'fs' },
              { en: 'Utensil Set', es: 'Set de utensilios', agreement: 'ms' },
            ],
            price: [9, 119],
            variants: 'none',
            materials: ['Stainless Steel', 'Oak', 'Bamboo'],
            adjectives: ['Handcrafted', 'Modern', 'Rustic', 'Nordic', 'Compact', 'Everyday'],
          },
        ],
      },
      {
        en: 'Living Room',
        es: 'Salón',
        leaves: [
          {
            en: 'Cushions',
            es: 'Cojines',
            nouns: [
              { en: 'Cushion Cover', es: 'Funda de cojín', agreement: 'fs' },
              { en: 'Floor Cushion', es: 'Cojín de suelo', agreement: 'ms' },
            ],
            price: [12, 59],
            variants: 'none',
            materials: ['Linen', 'Cotton', 'Velvet', 'Wool'],
            adjectives: ['Handcrafted', 'Modern', 'Rustic', 'Nordic', 'Large', 'Everyday'],
          },
          {
            en: 'Lighting',
            es: 'Iluminación',
            nouns: [
              { en: 'Table Lamp', es: 'Lámpara de mesa', agreement: 'fs' },
              { en: 'Floor Lamp', es: 'Lámpara de pie', agreement: 'fs' },
              { en: 'Pendant Light', es: 'Lámpara colgante', agreement: 'fs' },
            ],
            price: [29, 249],
            variants: 'none',
            materials: ['Ceramic', 'Oak', 'Glass', 'Brass', 'Rattan', 'Bamboo'],
            adjectives: ['Handcrafted', 'Modern', 'Rustic', 'Nordic', 'Large', 'Compact'],
          },
          {
            en: 'Decor',
            es: 'Decoración',
            nouns: [
              { en: 'Vase', es: 'Jarrón', agreement: 'ms' },
              { en: 'Wall Mirror', es: 'Espejo de pared', agreement: 'ms' },
              { en: 'Candle Holder', es: 'Portavelas', agreement: 'ms' },
            ],
            price: [14, 159],
            variants: 'none',
            materials: ['Ceramic', 'Stoneware', 'Glass', 'Oak', 'Brass', 'Rattan'],
            adjectives: ['Handcrafted', 'Modern', 'Rustic', 'Nordic', 'Large', 'Compact'],
          },
        ],
      },
      {
        en: 'Bedroom',
        es: 'Dormitorio',
        leaves: [
          {
            en: 'Bedding',
            es: 'Ropa de cama',
            nouns: [
              { en: 'Duvet Cover', es: 'Funda nórdica', agreement: 'fs' },
              { en: 'Sheet Set', es: 'Juego de sábanas', agreement: 'ms' },
              { en: 'Pillowcase Pair', es: 'Pareja de fundas de almohada', agreement: 'fs' },
            ],
            price: [19, 149],
            variants: 'none',
            materials: ['Linen', 'Cotton'],
            adjectives: ['Modern', 'Nordic', 'Rustic', 'Everyday'],
          },
          {
            en: 'Throws',
            es: 'Mantas',
            nouns: [
              { en: 'Throw', es: 'Manta', agreement: 'fs' },
              { en: 'Bedspread', es: 'Colcha', agreement: 'fs' },
            ],
            price: [25, 129],
            variants: 'none',
            materials: ['Wool', 'Cotton', 'Linen', 'Velvet'],
            adjectives: ['Handcrafted', 'Modern', 'Rustic', 'Nordic', 'Large'],
          },
        ],
      },
    ],
  },
  {
    en: 'Electronics',
    es: 'Electrónica',
    brands: ['Voltaic', 'Sonora', 'Pixelforge', 'Ampere One', 'Kinetik', 'Lumen Labs'],
    adjectives: [
      { en: 'Wireless', es: o('inalámbric') },
      { en: 'Portable', es: inv('portátil', 'portátiles') },
      { en: 'Noise-Cancelling', es: fixed('con cancelación de ruido') },
      { en: 'Compact', es: o('compact') },
      { en: 'Ergonomic', es: o('ergonómic') },
      { en: 'Fast-Charging', es: fixed('de carga rápida') },
      { en: 'Pro', es: inv('Pro', 'Pro') },
      { en: 'Smart', es: inv('inteligente', 'inteligentes') },
      { en: 'Slim', es: o('fin') },
      { en: 'Rugged', es: o('reforzad') },
    ],
    materials: [
      { en: 'Aluminium', es: 'aluminio' },
      { en: 'Recycled Plastic', es: 'plástico reciclado' },
      { en: 'Matte Polycarbonate', es: 'policarbonato mate' },
      { en: 'Silicone', es: 'silicona' },
    ],
    materialKind: 'material',
    colours: ['black', 'white', 'silver', 'grey', 'blue'],
    benefits: [
      { en: 'Two-year manufacturer warranty.', es: 'Garantía del fabricante de dos años.' },
      { en: 'Up to 30 hours of battery life.', es: 'Hasta 30 horas de autonomía.' },
      { en: 'Bluetooth 5.3 with multipoint pairing.', es: 'Bluetooth 5.3 con conexión multipunto.' },
      { en: 'USB-C charging cable included.', es: 'Incluye cable de carga USB-C.' },
      {
        en: 'Works with Android, iOS, Windows and macOS.',
        es: 'Compatible con Android, iOS, Windows y macOS.',
      },
    ],
    children: [
      {
        en: 'Audio',
        es: 'Audio',
        leaves: [
          {
            en: 'Headphones',
            es: 'Auriculares',
            nouns: [
              { en: 'Over-Ear Headphones', es: 'Auriculares de diadema', agreement: 'mp' },
              { en: 'Earbuds', es: 'Auriculares intrauditivos', agreement: 'mp' },
            ],
            price: [19, 349],
            variants: 'none',
            materials: ['Aluminium', 'Recycled Plastic', 'Matte Polycarbonate'],
            adjectives: ['Wireless', 'Noise-Cancelling', 'Compact', 'Pro', 'Portable'],
          },
          {
            en: 'Speakers',
            es: 'Altavoces',
            nouns: [
              { en: 'Bluetooth Speaker', es: 'Altavoz bluetooth', agreement: 'ms' },
              { en: 'Soundbar', es: 'Barra de sonido', agreement: 'fs' },
            ],
            price: [29, 399],
            variants: 'none',
            materials: ['Aluminium', 'Recycled Plastic', 'Matte Polycarbonate'],
            adjectives: ['Wireless', 'Portable', 'Compact', 'Pro', 'Smart'],
          },
        ],
      },
      {
        en: 'Computing',
        es: 'Informática',
        leaves: [
          {
            en: 'Keyboards & Mice',
            es: 'Teclados y ratones',
            nouns: [
              { en: 'Mechanical Keyboard', es: 'Teclado mecánico', agreement: 'ms' },
              { en: 'Mouse', es: 'Ratón', agreement: 'ms' },
            ],
            price: [15, 179],
            variants: 'none',
            materials: ['Aluminium', 'Recycled Plastic', 'Matte Polycarbonate'],
            adjectives: ['Wireless', 'Compact', 'Ergonomic', 'Pro'],
          },
          {
            en: 'Monitors',
            es: 'Monitores',
            nouns: [
              { en: '27-inch Monitor', es: 'Monitor de 27 pulgadas', agreement: 'ms' },
              { en: '24-inch Monitor', es: 'Monitor de 24 pulgadas', agreement: 'ms' },
            ],
            price: [129, 599],
            variants: 'none',
            materials: ['Aluminium', 'Matte Polycarbonate', 'Recycled Plastic'],
            adjectives: ['Pro', 'Ergonomic', 'Smart', 'Slim'],
          },
          {
            en: 'Accessories',
            es: 'Accesorios',
            nouns: [
              { en: 'Laptop Stand', es: 'Soporte para portátil', agreement: 'ms' },
              { en: 'USB-C Hub', es: 'Hub USB-C', agreement: 'ms' },
              { en: 'Webcam', es: 'Webcam', agreement: 'fs' },
            ],
            price: [15, 129],
            variants: 'none',
            materials: ['Aluminium', 'Recycled Plastic'],
            adjectives: ['Compact', 'Ergonomic', 'Pro', 'Portable', 'Slim'],
          },
        ],
      },
      {
        en: 'Phones',
        es: 'Telefonía',
        leaves: [
          {
            en: 'Cases',
            es: 'Fundas',
            nouns: [{ en: 'Phone Case', es: 'Funda para móvil', agreement: 'fs' }],
            price: [9, 49],
            variants: 'none',
            materials: ['Silicone', 'Recycled Plastic', 'Matte Polycarbonate'],
            adjectives: ['Slim', 'Rugged', 'Pro'],
          },
          {
            en: 'Chargers',
            es: 'Cargadores',
            nouns: [
              { en: 'Wall Charger', es: 'Cargador de pared', agreement: 'ms' },
              { en: 'Power Bank', es: 'Batería externa', agreement: 'fs' },
            ],
            price: [12, 89],
            variants: 'none',
            materials: ['Aluminium', 'Recycled Plastic', 'Matte Polycarbonate'],
            adjectives: ['Fast-Charging', 'Compact', 'Portable', 'Pro', 'Slim'],
          },
        ],
      },
    ],
  },
  {
    en: 'Sports & Outdoors',
    es: 'Deporte y aire libre',
    brands: ['Cumbre', 'Summitline', 'Ola Azul', 'Ridgeback', 'Velox', 'Pinar'],
    adjectives: [
      { en: 'Lightweight', es: o('liger') },
      { en: 'Packable', es: inv('plegable', 'plegables') },
      { en: 'Durable', es: inv('resistente', 'resistentes') },
      { en: 'All-Season', es: fixed('para todas las estaciones') },
      { en: 'Adjustable', es: inv('ajustable', 'ajustables') },
      { en: 'Reflective', es: inv('reflectante', 'reflectantes') },
      { en: 'Compact', es: o('compact') },
    ],
    materials: [
      { en: 'Ripstop Nylon', es: 'nailon ripstop' },
      { en: 'Neoprene', es: 'neopreno' },
      { en: 'Natural Rubber', es: 'caucho natural' },
      { en: 'Merino Wool', es: 'lana merino' },
      { en: 'Carbon Fibre', es: 'fibra de carbono' },
      { en: 'Recycled Polyester', es: 'poliéster reciclado' },
      { en: 'Aluminium', es: 'aluminio' },
      { en: 'Cork', es: 'corcho' },
      { en: 'Cast Iron', es: 'hierro fundido' },
    ],
    materialKind: 'material',
    colours: ['black', 'blue', 'green', 'orange', 'red', 'grey', 'yellow', 'purple'],
    benefits: [
      { en: 'Tested on trails across the Pyrenees.', es: 'Probado en rutas por los Pirineos.' },
      {
        en: 'Weather-resistant for year-round use.',
        es: 'Resistente a la intemperie para usar todo el año.',
      },
      { en: 'Packs down small for travel.', es: 'Ocupa poco espacio para viajar.' },
      { en: 'Easy to clean with a damp cloth.', es: 'Se limpia fácilmente con un paño húmedo.' },
      { en: 'Comes with a carry bag.', es: 'Incluye bolsa de transporte.' },
    ],
    children: [
      {
        en: 'Camping',
        es: 'Acampada',
        leaves: [
          {
            en: 'Tents',
            es: 'Tiendas de campaña',
            nouns: [
              { en: '2-Person Tent', es: 'Tienda para 2 personas', agreement: 'fs' },
              { en: 'Family Tent', es: 'Tienda familiar', agreement: 'fs' },
            ],
            price: [59, 449],
            variants: 'none',
            materials: ['Ripstop Nylon', 'Recycled Polyester'],
            adjectives: ['Lightweight', 'Packable', 'Durable', 'All-Season'],
          },
          {
            en: 'Sleeping Bags',
            es: 'Sacos de dormir',
            nouns: [{ en: 'Sleeping Bag', es: 'Saco de dormir', agreement: 'ms' }],
            price: [29, 199],
            variants: 'none',
            materials: ['Ripstop Nylon', 'Recycled Polyester', 'Merino Wool'],
            adjectives: ['Lightweight', 'Packable', 'All-Season', 'Durable'],
          },
          {
            en: 'Backpacks',
            es: 'Mochilas',
            nouns: [
              { en: 'Hiking Backpack', es: 'Mochila de senderismo', agreement: 'fs' },
              { en: 'Daypack', es: 'Mochila de día', agreement: 'fs' },
            ],
            price: [25, 189],
            variants: 'none',
            materials: ['Ripstop Nylon', 'Recycled Polyester'],
            adjectives: ['Lightweight', 'Packable', 'Durable', 'Adjustable', 'Reflective'],
          },
        ],
      },
      {
        en: 'Fitness',
        es: 'Fitness',
        leaves: [
          {
            en: 'Yoga',
            es: 'Yoga',
            nouns: [
              { en: 'Yoga Mat', es: 'Esterilla de yoga', agreement: 'fs' },
              { en: 'Yoga Block', es: 'Bloque de yoga', agreement: 'ms' },
            ],
            price: [12, 89],
            variants: 'none',
            materials: ['Natural Rubber', 'Cork'],
            adjectives: ['Lightweight', 'Durable', 'Packable'],
          },
          {
            en: 'Weights',
            es: 'Pesas',
            nouns: [
              { en: 'Dumbbell Set', es: 'Juego de mancuernas', agreement: 'ms' },
              { en: 'Kettlebell', es: 'Pesa rusa', agreement: 'fs' },
              { en: 'Resistance Band', es: 'Banda elástica', agreement: 'fs' },
            ],
            price: [9, 159],
            variants: 'none',
            materials: ['Cast Iron', 'Neoprene', 'Natural Rubber'],
            adjectives: ['Adjustable', 'Durable', 'Compact'],
          },
        ],
      },
      {
        en: 'Cycling',
        es: 'Ciclismo',
        leaves: [
          {
            en: 'Helmets',
            es: 'Cascos',
            nouns: [{ en: 'Cycling Helmet', es: 'Casco de ciclismo', agreement: 'ms' }],
            price: [35, 179],
            variants: 'none',
            materials: ['Carbon Fibre'],
            adjectives: ['Lightweight', 'Reflective', 'Adjustable', 'Durable'],
          },
          {
            en: 'Bike Accessories',
            es: 'Accesorios para bici',
            nouns: [
              { en: 'Bike Light Set', es: 'Juego de luces para bici', agreement: 'ms' },
              { en: 'Bike Lock', es: 'Candado para bici', agreement: 'ms' },
              { en: 'Water Bottle', es: 'Bidón', agreement: 'ms' },
            ],
            price: [8, 99],
            variants: 'none',
            materials: ['Aluminium'],
            adjectives: ['Lightweight', 'Durable', 'Reflective', 'Compact'],
          },
        ],
      },
    ],
  },
  {
    en: 'Beauty',
    es: 'Belleza',
    brands: ['Aloe & Sal', 'Lumière Verte', 'Botánica', 'Dewdrop', 'Mar de Olivo', 'Petal Theory'],
    adjectives: [
      { en: 'Hydrating', es: inv('hidratante', 'hidratantes') },
      { en: 'Gentle', es: inv('suave') },
      { en: 'Brightening', es: ['iluminador', 'iluminadora', 'iluminadores', 'iluminadoras'] },
      { en: 'Nourishing', es: o('nutritiv') },
      { en: 'Daily', es: fixed('de uso diario') },
      { en: 'Fragrance-Free', es: fixed('sin perfume') },
    ],
    materials: [
      { en: 'Hyaluronic Acid', es: 'ácido hialurónico' },
      { en: 'Vitamin C', es: 'vitamina C' },
      { en: 'Argan Oil', es: 'aceite de argán' },
      { en: 'Aloe Vera', es: 'aloe vera' },
      { en: 'Shea Butter', es: 'manteca de karité' },
      { en: 'Rosehip', es: 'rosa mosqueta' },
    ],
    materialKind: 'ingredient',
    colours: [],
    benefits: [
      { en: 'Dermatologically tested.', es: 'Testado dermatológicamente.' },
      { en: 'Vegan and cruelty-free.', es: 'Vegano y libre de crueldad animal.' },
      { en: 'Suitable for sensitive skin.', es: 'Apto para pieles sensibles.' },
      { en: 'Recyclable glass bottle.', es: 'Envase de vidrio reciclable.' },
      { en: 'Made in Spain.', es: 'Fabricado en España.' },
    ],
    children: [
      {
        en: 'Skincare',
        es: 'Cuidado facial',
        leaves: [
          {
            en: 'Moisturisers',
            es: 'Hidratantes',
            nouns: [
              { en: 'Face Cream', es: 'Crema facial', agreement: 'fs' },
              { en: 'Night Cream', es: 'Crema de noche', agreement: 'fs' },
            ],
            price: [9, 69],
            variants: 'none',
          },
          {
            en: 'Serums',
            es: 'Sérums',
            nouns: [{ en: 'Face Serum', es: 'Sérum facial', agreement: 'ms' }],
            price: [12, 79],
            variants: 'none',
          },
          {
            en: 'Cleansers',
            es: 'Limpiadores',
            nouns: [
              { en: 'Cleansing Gel', es: 'Gel limpiador', agreement: 'ms' },
              { en: 'Micellar Water', es: 'Agua micelar', agreement: 'fs' },
            ],
            price: [6, 35],
            variants: 'none',
          },
        ],
      },
      {
        en: 'Hair Care',
        es: 'Cuidado del cabello',
        leaves: [
          {
            en: 'Shampoo',
            es: 'Champú',
            nouns: [{ en: 'Shampoo', es: 'Champú', agreement: 'ms' }],
            price: [5, 29],
            variants: 'none',
            materials: ['Argan Oil', 'Aloe Vera', 'Shea Butter'],
            adjectives: ['Gentle', 'Nourishing', 'Daily', 'Fragrance-Free', 'Hydrating'],
          },
          {
            en: 'Conditioner',
            es: 'Acondicionador',
            nouns: [
              { en: 'Conditioner', es: 'Acondicionador', agreement: 'ms' },
              { en: 'Hair Mask', es: 'Mascarilla capilar', agreement: 'fs' },
            ],
            price: [6, 32],
            variants: 'none',
            materials: ['Argan Oil', 'Aloe Vera', 'Shea Butter'],
            adjectives: ['Gentle', 'Nourishing', 'Daily', 'Fragrance-Free', 'Hydrating'],
          },
        ],
      },
      {
        en: 'Body',
        es: 'Cuerpo',
        leaves: [
          {
            en: 'Body Care',
            es: 'Cuidado corporal',
            nouns: [
              { en: 'Body Lotion', es: 'Loción corporal', agreement: 'fs' },
              { en: 'Hand Cream', es: 'Crema de manos', agreement: 'fs' },
              { en: 'Body Oil', es: 'Aceite corporal', agreement: 'ms' },
            ],
            price: [6, 39],
            variants: 'none',
            materials: ['Shea Butter', 'Aloe Vera', 'Argan Oil', 'Rosehip'],
            adjectives: ['Hydrating', 'Gentle', 'Nourishing', 'Daily', 'Fragrance-Free'],
          },
        ],
      },
    ],
  },
  {
    en: 'Toys & Games',
    es: 'Juguetes y juegos',
    brands: ['Trompo', 'Little Forest', 'Brickwise', 'Cometa', 'Puzzleworks', 'Osito'],
    adjectives: [
      { en: 'Educational', es: o('educativ') },
      { en: 'Classic', es: o('clásic') },
      { en: 'Colourful', es: o('colorid') },
      { en: 'Giant', es: inv('gigante', 'gigantes') },
      { en: 'Travel', es: fixed('de viaje') },
    ],
    materials: [
      { en: 'Wood', es: 'madera' },
      { en: 'Recycled Cardboard', es: 'cartón reciclado' },
      { en: 'Organic Cotton', es: 'algodón orgánico' },
      { en: 'Bioplastic', es: 'bioplástico' },
    ],
    materialKind: 'material',
    colours: ['red', 'blue', 'yellow', 'green', 'orange', 'pink', 'purple'],
    benefits: [
      { en: 'Recommended for ages 3 and up.', es: 'Recomendado a partir de 3 años.' },
      { en: 'Non-toxic, water-based paints.', es: 'Pinturas al agua no tóxicas.' },
      {
        en: 'Encourages creativity and fine motor skills.',
        es: 'Fomenta la creatividad y la motricidad fina.',
      },
      { en: 'Great for playing together as a family.', es: 'Perfecto para jugar en familia.' },
      { en: 'Meets EN 71 toy safety standards.', es: 'Cumple la norma de seguridad de juguetes EN 71.' },
    ],
    children: [
      {
        en: 'Building',
        es: 'Construcción',
        leaves: [
          {
            en: 'Building Sets',
            es: 'Sets de construcción',
            nouns: [
              { en: 'Building Blocks', es: 'Bloques de construcción', agreement: 'mp' },
              { en: 'Marble Run', es: 'Circuito de canicas', agreement: 'ms' },
            ],
            price: [14, 129],
            variants: 'none',
            materials: ['Wood', 'Bioplastic'],
            adjectives: ['Educational', 'Classic', 'Colourful', 'Giant'],
          },
        ],
      },
      {
        en: 'Games',
        es: 'Juegos',
        leaves: [
          {
            en: 'Board Games',
            es: 'Juegos de mesa',
            nouns: [
              { en: 'Board Game', es: 'Juego de mesa', agreement: 'ms' },
              { en: 'Card Game', es: 'Juego de cartas', agreement: 'ms' },
            ],
            price: [9, 59],
            variants: 'none',
            materials: ['Recycled Cardboard', 'Wood'],
            adjectives: ['Educational', 'Classic', 'Travel'],
          },
          {
            en: 'Puzzles',
            es: 'Puzles',
            nouns: [
              { en: '1000-Piece Puzzle', es: 'Puzle de 1000 piezas', agreement: 'ms' },
              { en: 'Floor Puzzle', es: 'Puzle de suelo', agreement: 'ms' },
            ],
            price: [8, 39],
            variants: 'none',
            materials: ['Wood', 'Recycled Cardboard'],
            adjectives: ['Educational', 'Classic', 'Colourful', 'Giant'],
          },
        ],
      },
      {
        en: 'Soft Toys',
        es: 'Peluches',
        leaves: [
          {
            en: 'Plush',
            es: 'Peluches',
            nouns: [
              { en: 'Teddy Bear', es: 'Osito de peluche', agreement: 'ms' },
              { en: 'Plush Fox', es: 'Zorro de peluche', agreement: 'ms' },
            ],
            price: [9, 49],
            variants: 'none',
            materials: ['Organic Cotton'],
            adjectives: ['Classic', 'Giant', 'Colourful', 'Travel'],
          },
        ],
      },
    ],
  },
  {
    en: 'Garden',
    es: 'Jardín',
    brands: ['Verdello', 'Greenhaven', 'Huerto Vivo', 'Terrace & Co', 'Raíz', 'Sunporch'],
    adjectives: [
      {
        en: 'Weatherproof',
        es: [
          'resistente a la intemperie',
          'resistente a la intemperie',
          'resistentes a la intemperie',
          'resistentes a la intemperie',
        ],
      },
      { en: 'Folding', es: inv('plegable', 'plegables') },
      { en: 'Solar', es: inv('solar', 'solares') },
      { en: 'Heavy-Duty', es: fixed('de uso intensivo') },
      { en: 'Mediterranean', es: o('mediterráne') },
      { en: 'Ergonomic', es: o('ergonómic') },
    ],
    materials: [
      { en: 'Teak', es: 'teca' },
      { en: 'Powder-Coated Steel', es: 'acero lacado' },
      { en: 'Terracotta', es: 'terracota' },
      { en: 'Rattan', es: 'ratán' },
      { en: 'Recycled Resin', es: 'resina reciclada' },
      { en: 'Stainless Steel', es: 'acero inoxidable' },
      { en: 'Ash Wood', es: 'madera de fresno' },
      { en: 'Glass', es: 'vidrio' },
    ],
    materialKind: 'material',
    colours: ['green', 'terracotta', 'black', 'grey', 'white', 'beige'],
    benefits: [
      { en: 'Built to stay outside all year.', es: 'Pensado para estar fuera todo el año.' },
      {
        en: 'UV-resistant finish that will not fade.',
        es: 'Acabado resistente a los rayos UV que no destiñe.',
      },
      { en: 'Simple assembly, tools included.', es: 'Montaje sencillo, herramientas incluidas.' },
      { en: 'Responsibly sourced materials.', es: 'Materiales de origen responsable.' },
    ],
    children: [
      {
        en: 'Furniture',
        es: 'Muebles de jardín',
        leaves: [
          {
            en: 'Chairs',
            es: 'Sillas',
            nouns: [
              { en: 'Garden Chair', es: 'Silla de jardín', agreement: 'fs' },
              { en: 'Sun Lounger', es: 'Tumbona', agreement: 'fs' },
            ],
            price: [39, 349],
            variants: 'none',
            materials: ['Teak', 'Powder-Coated Steel', 'Rattan', 'Recycled Resin'],
            adjectives: ['Weatherproof', 'Folding', 'Mediterranean'],
          },
          {
            en: 'Tables',
            es: 'Mesas',
            nouns: [
              { en: 'Bistro Table', es: 'Mesa bistró', agreement: 'fs' },
              { en: 'Dining Table', es: 'Mesa de comedor', agreement: 'fs' },
            ],
            price: [69, 599],
            variants: 'none',
            materials: ['Teak', 'Powder-Coated Steel', 'Recycled Resin'],
            adjectives: ['Weatherproof', 'Folding', 'Mediterranean'],
          },
        ],
      },
      {
        en: 'Planting',
        es: 'Plantación',
        leaves: [
          {
            en: 'Pots & Planters',
            es: 'Macetas y jardineras',
            nouns: [
              { en: 'Plant Pot', es: 'Maceta', agreement: 'fs' },
              { en: 'Raised Planter', es: 'Jardinera elevada', agreement: 'fs' },
            ],
            price: [9, 149],
            variants: 'none',
            materials: ['Terracotta', 'Recycled Resin', 'Teak'],
            adjectives: ['Weatherproof', 'Mediterranean'],
          },
          {
            en: 'Tools',
            es: 'Herramientas',
            nouns: [
              { en: 'Pruning Shears', es: 'Tijeras de podar', agreement: 'fp' },
              { en: 'Hand Trowel', es: 'Pala de mano', agreement: 'fs' },
              { en: 'Watering Can', es: 'Regadera', agreement: 'fs' },
            ],
            price: [8, 69],
            variants: 'none',
            materials: ['Powder-Coated Steel', 'Stainless Steel', 'Ash Wood'],
            adjectives: ['Heavy-Duty', 'Ergonomic'],
          },
        ],
      },
      {
        en: 'Outdoor Lighting',
        es: 'Iluminación exterior',
        leaves: [
          {
            en: 'Lights',
            es: 'Luces',
            nouns: [
              { en: 'String Lights', es: 'Guirnalda de luces', agreement: 'fs' },
              { en: 'Lantern', es: 'Farol', agreement: 'ms' },
              { en: 'Path Light', es: 'Baliza de jardín', agreement: 'fs' },
            ],
            price: [12, 119],
            variants: 'none',
            materials: ['Powder-Coated Steel', 'Rattan', 'Glass'],
            adjectives: ['Solar', 'Weatherproof', 'Mediterranean'],
          },
        ],
      },
    ],
  },
];

export const SIZES: Record<Exclude<VariantKind, 'none'>, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'kids-apparel': ['4Y', '6Y', '8Y', '10Y', '12Y'],
  'shoes-women': ['36', '37', '38', '39', '40', '41'],
  'shoes-men': ['40', '41', '42', '43', '44', '45', '46'],
  'shoes-kids': ['28', '30', '32', '34'],
};

/** Every attribute a generated product can carry (the CSV feed has one column each). */
export const ATTRIBUTE_NAMES = ['colour', 'material', 'ingredient', 'gender', 'volume'] as const;
