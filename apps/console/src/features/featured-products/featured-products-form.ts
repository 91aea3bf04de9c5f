import {
  FEATURED_PRODUCTS,
  FEATURED_PRODUCTS_TYPES,
  type FeaturedProductCards,
  type FeaturedProducts,
} from '@playboard/domain';
import { z } from 'zod';

/** A product in the recommended list: what the catalogue says of it, or that it no longer has it. */
const pickedSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  inCatalogue: z.boolean(),
});

export type PickedProduct = z.infer<typeof pickedSchema>;

/**
 * Popular, or 4 to 12 recommended products of the catalogue in order (spec 1 §5, §9); a product
 * the catalogue no longer has must go before saving, since the server refuses it.
 */
export const featuredProductsFormSchema = z
  .object({ type: z.enum(FEATURED_PRODUCTS_TYPES), products: z.array(pickedSchema) })
  .superRefine((value, context) => {
    if (value.type !== 'recommended') return;
    const { length } = value.products;
    const message =
      length < FEATURED_PRODUCTS.min
        ? 'tooFew'
        : length > FEATURED_PRODUCTS.max
          ? 'tooMany'
          : value.products.some((product) => !product.inCatalogue)
            ? 'gone'
            : undefined;
    if (message) context.addIssue({ code: 'custom', path: ['products'], message });
  });

export type FeaturedProductsFormValues = z.infer<typeof featuredProductsFormSchema>;

export const formValues = (
  saved: FeaturedProducts,
  cards: FeaturedProductCards,
): FeaturedProductsFormValues => ({
  type: saved.type,
  products: cards.products,
});

export const toFeaturedProducts = (values: FeaturedProductsFormValues): FeaturedProducts =>
  values.type === 'recommended'
    ? { type: 'recommended', productIds: values.products.map((product) => product.id) }
    : { type: 'popular', productIds: [] };
