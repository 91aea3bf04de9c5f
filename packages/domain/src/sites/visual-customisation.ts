import { z } from 'zod';
import { boundedText, hexColorSchema, TEXT_MAX_LENGTH, urlSchema } from '../validation/fields.ts';

/**
 * z-index bounds of the layer. Spec 1 §5 says bounds exist but not their values: 0 keeps the layer
 * above the page's base layer, 2147483647 is the largest value browsers honour.
 */
export const Z_INDEX = { min: 0, max: 2_147_483_647 } as const;

/** A z-index: an integer within {@link Z_INDEX}. */
export const zIndexSchema = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(Z_INDEX.min, { error: 'validation.min' })
  .max(Z_INDEX.max, { error: 'validation.max' });

/** Product-card text style (spec 1 §3). */
export const textStyleSchema = z.object({
  color: hexColorSchema,
  fontSize: z.enum(['small', 'standard']),
  fontWeight: z.enum(['regular', 'bold']),
  capitalization: z.enum(['predefined', 'uppercase', 'lowercase', 'capitalize']),
});

/** Product-card labels that can be shown (spec 1 §3). */
export const PRODUCT_LABELS = [
  'outOfStock',
  'onlineOnly',
  'onSale',
  'discount',
  'new',
  'pack',
  'inStock',
  'backorder',
] as const;

/** Products per row of the results grid on one device. */
export const GRID_COLUMNS = { min: 1, max: 8 } as const;

const gridColumns = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(GRID_COLUMNS.min, { error: 'validation.min' })
  .max(GRID_COLUMNS.max, { error: 'validation.max' });

/** Visual customisation of the layer (spec 1 §3). */
export const visualCustomisationSchema = z.object({
  logoUrl: urlSchema.optional(),
  mainColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  font: boundedText(TEXT_MAX_LENGTH.fontFamily).trim().min(1, { error: 'validation.required' }),
  margin: z.enum(['full', 'condensed']),
  gridColumns: z.object({
    desktop: gridColumns,
    laptop: gridColumns,
    tablet: gridColumns,
    mobile: gridColumns,
  }),
  productCard: z.object({
    addToCart: z.boolean(),
    quantitySelector: z.boolean(),
    variantAttributes: z.boolean(),
    variantSelector: z.boolean(),
    extraField: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
    taxAlternativePrice: z.boolean(),
    alignment: z.enum(['center', 'left']),
    textStyles: z.object({ title: textStyleSchema, price: textStyleSchema }),
    discountPosition: z.enum(['before', 'after']),
    imageFit: z.enum(['fit', 'fill']),
    imageSize: z.enum(['original', 'square']),
    labels: z.array(z.enum(PRODUCT_LABELS)),
  }),
  zIndex: zIndexSchema,
  questionsAi: z.boolean(),
  customCss: z.string().max(100_000, { error: 'validation.maxlength' }).default(''),
});

/** Visual customisation settings. */
export type VisualCustomisation = z.infer<typeof visualCustomisationSchema>;

/**
 * What the layer renders with until the merchant saves a customisation: neutral colours on a
 * system font stack, the common grid sizes per device, and the labels every catalogue can show.
 */
export const defaultVisualCustomisation: VisualCustomisation = {
  mainColor: '#1D4ED8',
  secondaryColor: '#F3F4F6',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  margin: 'full',
  gridColumns: { desktop: 4, laptop: 4, tablet: 3, mobile: 2 },
  productCard: {
    addToCart: true,
    quantitySelector: false,
    variantAttributes: false,
    variantSelector: false,
    taxAlternativePrice: false,
    alignment: 'left',
    textStyles: {
      title: { color: '#111827', fontSize: 'standard', fontWeight: 'regular', capitalization: 'predefined' },
      price: { color: '#111827', fontSize: 'standard', fontWeight: 'bold', capitalization: 'predefined' },
    },
    discountPosition: 'before',
    imageFit: 'fit',
    imageSize: 'square',
    labels: ['outOfStock', 'onSale', 'discount', 'new'],
  },
  zIndex: 10_000,
  questionsAi: true,
  customCss: '',
};
