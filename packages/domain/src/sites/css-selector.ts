import { createParser } from 'css-selector-parser';
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../validation/fields.ts';

/** Follows the current CSS selector specifications, refusing what `querySelector` refuses. */
const parse = createParser({ syntax: 'latest', strict: true });

/**
 * Whether `value` is a valid selector list for the layer trigger (spec 1 §5): one or several
 * selectors separated by commas. A real parser is used, so Node and the browser agree.
 *
 * @example isValidCssSelector('#search, .search-box input') // true
 */
export function isValidCssSelector(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The layer trigger CSS selector; an invalid one reads 'Invalid CSS selector' (`validation.cssSelector`).
 * Empty is allowed: new sites start without one and the layer then binds its default trigger,
 * `#search`. Its length is checked first, so the parser never runs on an oversized value.
 */
export const cssSelectorSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .max(TEXT_MAX_LENGTH.cssSelector, { error: 'validation.maxlength', abort: true })
  .refine((value) => value === '' || isValidCssSelector(value), { error: 'validation.cssSelector' });
