import type { FastifyRequest } from 'fastify';
import { SHOP_LANGUAGES, type ShopLanguage } from '../catalog/types.ts';
import { readCookie } from './cookies.ts';

export const LANGUAGE_COOKIE = 'demo_shop_lang';

const TEXTS = {
  en: {
    tagline: 'Everyday things, thoughtfully made',
    heroTitle: 'New season, new favourites',
    heroText: 'Clothing, shoes, home, outdoors and more: over {count} products, delivered in 48 hours.',
    shopNow: 'Shop now',
    categories: 'Shop by category',
    onSale: 'On sale',
    newArrivals: 'New arrivals',
    search: 'Search products',
    searchButton: 'Search',
    searchTitle: 'Results for “{query}”',
    searchEmpty: 'No products match “{query}”.',
    cart: 'Cart',
    home: 'Home',
    products: '{count} products',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {pages}',
    sale: 'Sale',
    outOfStock: 'Out of stock',
    preorder: 'Pre-order',
    inStock: 'In stock',
    fewLeft: 'Only {count} left',
    addToCart: 'Add to cart',
    preorderButton: 'Pre-order now',
    chooseVariant: 'Choose colour and size',
    quantity: 'Quantity',
    details: 'Details',
    sku: 'SKU',
    brand: 'Brand',
    attribute_colour: 'Colour',
    attribute_material: 'Material',
    attribute_ingredient: 'Key ingredient',
    attribute_gender: 'For',
    attribute_volume: 'Size',
    cartTitle: 'Your cart',
    cartEmpty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    update: 'Update',
    remove: 'Remove',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    checkout: 'Checkout',
    name: 'Full name',
    email: 'Email',
    address: 'Delivery address',
    placeOrder: 'Place order',
    orderTitle: 'Thank you for your order',
    orderText: 'Order {id} for {email} is confirmed.',
    notFound: 'We could not find that page.',
    badRequest: 'That request could not be completed.',
    footer: 'Demo Shop is a sample store that ships with Playboard. Nothing here is for sale.',
    storefrontOf: 'The storefront of {name}: its search layer, look and analytics.',
    leaveStorefront: 'Back to the demo storefront',
  },
  es: {
    tagline: 'Cosas de todos los días, hechas con cuidado',
    heroTitle: 'Nueva temporada, nuevos favoritos',
    heroText: 'Ropa, calzado, hogar, aire libre y más: más de {count} productos, entrega en 48 horas.',
    shopNow: 'Comprar ahora',
    categories: 'Compra por categoría',
    onSale: 'En oferta',
    newArrivals: 'Novedades',
    search: 'Buscar productos',
    searchButton: 'Buscar',
    searchTitle: 'Resultados de «{query}»',
    searchEmpty: 'Ningún producto coincide con «{query}».',
    cart: 'Cesta',
    home: 'Inicio',
    products: '{count} productos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page} de {pages}',
    sale: 'Oferta',
    outOfStock: 'Agotado',
    preorder: 'Reserva',
    inStock: 'En stock',
    fewLeft: 'Solo quedan {count}',
    addToCart: 'Añadir a la cesta',
    preorderButton: 'Reservar ahora',
    chooseVariant: 'Elige color y talla',
    quantity: 'Cantidad',
    details: 'Detalles',
    sku: 'Referencia',
    brand: 'Marca',
    attribute_colour: 'Color',
    attribute_material: 'Material',
    attribute_ingredient: 'Ingrediente principal',
    attribute_gender: 'Para',
    attribute_volume: 'Tamaño',
    cartTitle: 'Tu cesta',
    cartEmpty: 'Tu cesta está vacía.',
    continueShopping: 'Seguir comprando',
    update: 'Actualizar',
    remove: 'Eliminar',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    checkout: 'Finalizar compra',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    address: 'Dirección de entrega',
    placeOrder: 'Realizar pedido',
    orderTitle: 'Gracias por tu pedido',
    orderText: 'El pedido {id} para {email} está confirmado.',
    notFound: 'No hemos encontrado esa página.',
    badRequest: 'No se ha podido completar la petición.',
    footer: 'Demo Shop es una tienda de ejemplo que acompaña a Playboard. Aquí nada está a la venta.',
    storefrontOf: 'La tienda de {name}: su capa de búsqueda, su aspecto y su analítica.',
    leaveStorefront: 'Volver a la tienda de demostración',
  },
} as const satisfies Record<ShopLanguage, Record<string, string>>;

export type TextKey = keyof (typeof TEXTS)['en'];

export interface Translator {
  language: ShopLanguage;
  t(key: TextKey, values?: Record<string, string | number>): string;
  price(amount: number): string;
}

const isLanguage = (value: unknown): value is ShopLanguage =>
  typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);

/** `?lang=` wins (and is remembered in a cookie), then the cookie, then English. */
export function requestLanguage(request: FastifyRequest): { language: ShopLanguage; chosen: boolean } {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return { language: asked, chosen: true };
  const remembered = readCookie(request, LANGUAGE_COOKIE);
  return { language: isLanguage(remembered) ? remembered : 'en', chosen: false };
}

export function translator(language: ShopLanguage): Translator {
  const money = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  });
  return {
    language,
    t: (key, values = {}) =>
      TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)),
    price: (amount) => money.format(amount),
  };
}

export function attributeLabel(name: string): TextKey | undefined {
  const key = `attribute_${name}`;
  return key in TEXTS.en ? (key as TextKey) : undefined;
}
