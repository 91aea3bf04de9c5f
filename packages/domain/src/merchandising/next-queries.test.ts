import { describe, expect, it } from 'vitest';
import { nextQueriesInputSchema } from './next-queries.ts';

describe('nextQueriesInputSchema', () => {
  it('should take curated next queries, hidden learned ones, or both, and nothing less', () => {
    expect(nextQueriesInputSchema.parse({ language: 'en', query: 'jeans', nextQueries: ['belt'] })).toEqual({
      language: 'en',
      query: 'jeans',
      nextQueries: ['belt'],
      hidden: [],
    });
    expect(
      nextQueriesInputSchema.safeParse({ language: 'en', query: 'jeans', nextQueries: [], hidden: ['belt'] })
        .success,
    ).toBe(true);
    const empty = nextQueriesInputSchema.safeParse({ language: 'en', query: 'jeans', nextQueries: [] });
    expect(empty.error?.issues).toMatchObject([{ path: ['nextQueries'], message: 'validation.termsMin' }]);
    const twice = nextQueriesInputSchema.safeParse({
      language: 'en',
      query: 'jeans',
      nextQueries: [],
      hidden: ['Belt', 'belt'],
    });
    expect(twice.error?.issues[0]?.message).toBe('validation.termDuplicate');
  });
});
