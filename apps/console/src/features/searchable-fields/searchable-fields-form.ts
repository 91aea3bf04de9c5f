import {
  MIN_ACTIVE_SEARCHABLE_FIELDS,
  SEARCHABLE_FIELDS,
  type SearchableFieldsInput,
} from '@playboard/domain';
import { z } from 'zod';
import type { SearchableFieldsAnswer } from '../../api/get-searchable-fields.ts';

/** The named weights a merchant picks from; any other stored number reads as a custom weight. */
export const WEIGHT_PRESETS = { low: 0.5, normal: 1, high: 3 } as const;
export type WeightPreset = keyof typeof WEIGHT_PRESETS;

/** Bounds of a custom weight, as the searchable fields body takes it (above 0, up to 100). */
export const WEIGHT_MAX = 100;

export function presetOf(weight: number): WeightPreset | 'custom' {
  const found = Object.entries(WEIGHT_PRESETS).find(([, value]) => value === weight);
  return found ? (found[0] as WeightPreset) : 'custom';
}

/** Every field, active or not, with its weight; at least one stays active (spec 1 §5, the domain's reading). */
export const searchableFieldsFormSchema = z.object({
  fields: z
    .array(
      z.object({
        field: z.enum(SEARCHABLE_FIELDS),
        active: z.boolean(),
        weight: z
          .number({ error: 'weightRange' })
          .gt(0, { error: 'weightRange' })
          .max(WEIGHT_MAX, { error: 'weightRange' }),
      }),
    )
    .refine((fields) => fields.filter((field) => field.active).length >= MIN_ACTIVE_SEARCHABLE_FIELDS, {
      error: 'validation.searchableFields',
    }),
});

export type SearchableFieldsFormValues = z.infer<typeof searchableFieldsFormSchema>;

export const formValues = (answer: SearchableFieldsAnswer): SearchableFieldsFormValues => ({
  fields: answer.fields.map(({ field, active, weight }) => ({ field, active, weight })),
});

/** The PUT body: the active fields only, with their weights; the others stop being searched. */
export const toInput = (values: SearchableFieldsFormValues): SearchableFieldsInput => ({
  fields: values.fields.filter((field) => field.active).map(({ field, weight }) => ({ field, weight })),
});
