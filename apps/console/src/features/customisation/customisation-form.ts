import { visualCustomisationSchema, type VisualCustomisation } from '@playboard/domain';
import { z } from 'zod';

// Empty inputs mean "none" for the optional fields; the entity leaves them out rather than storing ''.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const { logoUrl, productCard } = visualCustomisationSchema.shape;

/** The entity's schema (spec 1 §3, §5) as the form fills it. */
export const customisationFormSchema = visualCustomisationSchema.extend({
  logoUrl: z.preprocess(blankToUndefined, logoUrl),
  productCard: productCard.extend({
    extraField: z.preprocess(blankToUndefined, productCard.shape.extraField),
  }),
});

export type CustomisationFormValues = z.input<typeof customisationFormSchema>;

/**
 * A saved customisation as the form holds it: the optional fields as empty inputs, so the form's
 * values keep the same keys as its defaults and "unchanged" compares equal after a save or discard.
 */
export function formValues(customisation: VisualCustomisation): CustomisationFormValues {
  return {
    ...customisation,
    logoUrl: customisation.logoUrl ?? '',
    productCard: { ...customisation.productCard, extraField: customisation.productCard.extraField ?? '' },
  };
}

/** Web-safe and common font stacks; each falls back to a generic family the browser always has. */
export const FONT_STACKS: readonly { label: string; value: string }[] = [
  {
    label: 'System UI',
    value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  { label: 'Arial', value: 'Arial, "Helvetica Neue", Helvetica, sans-serif' },
  { label: 'Helvetica', value: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { label: 'Verdana', value: 'Verdana, Geneva, Tahoma, sans-serif' },
  { label: 'Tahoma', value: 'Tahoma, Verdana, Segoe, sans-serif' },
  { label: 'Trebuchet MS', value: '"Trebuchet MS", "Lucida Grande", "Lucida Sans Unicode", sans-serif' },
  { label: 'Inter', value: 'Inter, system-ui, sans-serif' },
  { label: 'Roboto', value: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  { label: 'Open Sans', value: '"Open Sans", "Helvetica Neue", Arial, sans-serif' },
  { label: 'Lato', value: 'Lato, "Helvetica Neue", Arial, sans-serif' },
  { label: 'Montserrat', value: 'Montserrat, "Helvetica Neue", Arial, sans-serif' },
  { label: 'Georgia', value: 'Georgia, "Times New Roman", Times, serif' },
  { label: 'Times New Roman', value: '"Times New Roman", Times, serif' },
  { label: 'Palatino', value: 'Palatino, "Palatino Linotype", "Book Antiqua", serif' },
  { label: 'Garamond', value: 'Garamond, Baskerville, "Baskerville Old Face", serif' },
  { label: 'Courier New', value: '"Courier New", Courier, monospace' },
];
