import { describe, expect, it } from 'vitest';
import { isRarelyPicked, REVIEW_MIN_IMPRESSIONS } from './prompt-outcomes.ts';

describe('isRarelyPicked', () => {
  it.each([
    ['picked 0.5% against a 6% average', { impressions: 420, clicks: 2 }, 0.06, true],
    ['never picked in 100 showings', { impressions: REVIEW_MIN_IMPRESSIONS, clicks: 0 }, 0.06, true],
    ['shown fewer than the minimum', { impressions: REVIEW_MIN_IMPRESSIONS - 1, clicks: 0 }, 0.06, false],
    ['at exactly a quarter of the average', { impressions: 400, clicks: 6 }, 0.06, false],
    ['picked 3% against a 6% average', { impressions: 400, clicks: 12 }, 0.06, false],
    ['on a site whose prompts nobody picks', { impressions: 400, clicks: 0 }, 0, false],
    ['with no average (nothing shown)', { impressions: 400, clicks: 0 }, null, false],
  ])('should answer %s', (_case, figures, siteCtr, expected) => {
    expect(isRarelyPicked(figures, siteCtr)).toBe(expected);
  });
});
