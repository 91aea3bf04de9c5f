import { describe, expect, it } from 'vitest';
import { cssSelectorSchema, isValidCssSelector } from './css-selector.ts';
import { defaultEngine } from './sites.ts';
import { Z_INDEX, zIndexSchema } from './visual-customisation.ts';

describe('isValidCssSelector', () => {
  it.each([
    '#search',
    '.search-box input[type="search"], #q',
    'header  nav > a:not(.x)',
    'li:nth-child(2n+1)',
  ])('should accept %s', (selector) => {
    expect(isValidCssSelector(selector)).toBe(true);
  });

  it.each(['', '..a', 'a >', 'a,', '#1a', 'div[', 'a:unknown', '> a'])(
    'should refuse %j as browsers do',
    (selector) => {
      expect(isValidCssSelector(selector)).toBe(false);
    },
  );

  it('should allow an empty trigger selector, trimmed, as new sites start without one', () => {
    expect(cssSelectorSchema.parse('')).toBe('');
    expect(cssSelectorSchema.parse('   ')).toBe('');
  });

  it("should read an invalid selector as 'Invalid CSS selector'", () => {
    expect(cssSelectorSchema.safeParse('a,,b').error?.issues[0]?.message).toBe('validation.cssSelector');
  });
});

describe('zIndexSchema', () => {
  it('should accept integers from 0 to 2147483647 only', () => {
    expect(zIndexSchema.safeParse(Z_INDEX.min).success).toBe(true);
    expect(zIndexSchema.safeParse(Z_INDEX.max).success).toBe(true);
    expect(zIndexSchema.safeParse(-1).error?.issues[0]?.message).toBe('validation.min');
    expect(zIndexSchema.safeParse(Z_INDEX.max + 1).error?.issues[0]?.message).toBe('validation.max');
    expect(zIndexSchema.safeParse(1.5).error?.issues[0]?.message).toBe('validation.integer');
  });
});

describe('defaultEngine', () => {
  it('should pick the default engine, else the first', () => {
    expect(
      defaultEngine([
        { default: false, id: 1 },
        { default: true, id: 2 },
      ])?.id,
    ).toBe(2);
    expect(defaultEngine([{ default: false, id: 1 }])?.id).toBe(1);
    expect(defaultEngine([])).toBeUndefined();
  });
});
