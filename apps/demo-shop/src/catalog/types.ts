export const SHOP_LANGUAGES = ['en', 'es'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** A text in every language of the shop. */
export type Localized = Record<ShopLanguage, string>;

export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'discontinued';

export interface DemoVariant {
  id: string;
  sku: string;
  name: Localized;
  price: number;
  salePrice?: number;
  stock: number;
  attributes: Record<string, string>;
}

/**
 * A product of the demo catalogue. It is the connector protocol's Product without the two fields
 * that depend on where the shop is served (`url` and `images`): `protocolProduct` adds them.
 */
export interface DemoProduct {
  id: string;
  sku: string;
  name: Localized;
  description: Localized;
  /** One category path per language, from the department down to the leaf. */
  categories: Record<ShopLanguage, string[][]>;
  brand: string;
  price: number;
  salePrice?: number;
  stock: number;
  availability: Availability;
  attributes: Record<string, string>;
  variants: DemoVariant[];
  /** How many pictures the shop serves for it (`images/{id}.svg`, `images/{id}-2.svg`, ...). */
  imageCount: number;
  /** ISO 8601. */
  publishedAt: string;
}
