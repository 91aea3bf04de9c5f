import { z } from 'zod';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';

/** Recommended product ID limits (spec 1 §5, §9): 4 to 12. */
export const FEATURED_PRODUCTS = { min: 4, max: 12 } as const;

/** Featured products types (spec 1 §3). */
export const FEATURED_PRODUCTS_TYPES = ['popular', 'recommended'] as const;

const productIdSchema = boundedText(TEXT_MAX_LENGTH.identifier)
  .trim()
  .min(1, { error: 'validation.required' });

/** Featured products (spec 1 §3): popular, or 4 to 12 recommended product IDs. */
export const featuredProductsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('popular'), productIds: z.array(productIdSchema).default([]) }),
  z.object({
    type: z.literal('recommended'),
    productIds: z
      .array(productIdSchema)
      .min(FEATURED_PRODUCTS.min, { error: 'validation.featuredProductsMin' })
      .max(FEATURED_PRODUCTS.max, { error: 'validation.featuredProductsMax' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.termDuplicate' }),
  }),
]);

/** Featured products settings. */
export type FeaturedProducts = z.infer<typeof featuredProductsSchema>;

/**
 * GET featured-products/{siteId}/products answer (our extension of spec 1 §7): the saved
 * recommended products in order, each with its catalogue name and first image, or flagged when the
 * catalogue no longer has it (the empty query then skips it).
 */
export const featuredProductCardsSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      inCatalogue: z.boolean(),
      name: z.string().nullable(),
      image: z.string().nullable(),
    }),
  ),
});

/** The saved recommended products as the console shows them. */
export type FeaturedProductCards = z.infer<typeof featuredProductCardsSchema>;
