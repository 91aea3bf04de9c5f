import { z } from 'zod';
import { URL_MAX_LENGTH } from '../validation/fields.ts';

const languageCode = z
  .string()
  .max(5)
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'must be a language code such as en or es');
const localizedText = (max: number) => z.record(languageCode, z.string().trim().max(max));
const attributeValue = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(1000)).max(100),
]);
const attributes = z.record(z.string().min(1).max(100), attributeValue);

const productVariantSchema = z.object({
  id: z.string().min(1).max(128),
  sku: z.string().min(1).max(128).optional(),
  name: localizedText(500).optional(),
  price: z.number().nonnegative().optional(),
  salePrice: z.number().nonnegative().optional(),
  stock: z.number().int().nonnegative().optional(),
  attributes: attributes.default({}),
});

/**
 * A product as a connector, a feed or the push API hands it to the catalogue: the one contract the
 * server validates and the shop modules' protocol tests check their answers against.
 */
export const productInputSchema = z
  .object({
    id: z.string().min(1).max(128),
    sku: z.string().min(1).max(128).optional(),
    name: localizedText(500).refine((names) => Object.keys(names).length > 0, 'needs at least one language'),
    description: localizedText(20_000).default({}),
    categories: z
      .record(languageCode, z.array(z.array(z.string().trim().min(1).max(200)).min(1).max(10)).max(50))
      .default({}),
    brand: z.string().trim().min(1).max(200).optional(),
    price: z.number().nonnegative(),
    salePrice: z.number().nonnegative().optional(),
    stock: z.number().int().nonnegative().optional(),
    availability: z.enum(['in_stock', 'out_of_stock', 'preorder', 'discontinued']).default('in_stock'),
    attributes: attributes.default({}),
    variants: z.array(productVariantSchema).max(500).default([]),
    images: z.array(z.url().max(URL_MAX_LENGTH)).max(50).default([]),
    url: z.url().max(URL_MAX_LENGTH),
    publishedAt: z.coerce.date().optional(),
  })
  .refine((product) => product.salePrice === undefined || product.salePrice <= product.price, {
    message: 'salePrice must not exceed price',
    path: ['salePrice'],
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type Product = z.output<typeof productInputSchema>;

/** Ids of products removed from the catalogue. */
export const productIdsSchema = z.array(z.string().min(1).max(128));
