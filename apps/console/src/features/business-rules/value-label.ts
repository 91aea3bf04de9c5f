import { categoryPathLabel } from '@playboard/domain';

/** A rule value as the merchant reads it: a category by its path (Women › Shoes › Trainers), others as they are. */
export function valueLabel(field: string, value: string): string {
  return field === 'CATEGORY' ? categoryPathLabel(value) : value;
}
