import { describe, expect, it } from 'vitest';
import { relatedTagsInputSchema, relatedTagsListQuerySchema } from './related-tags.ts';

describe('relatedTagsInputSchema', () => {
  it('should take curated tags, hidden organic ones, or both, and nothing less', () => {
    expect(relatedTagsInputSchema.parse({ language: 'en', query: ' jeans ', tags: ['slim'] })).toEqual({
      language: 'en',
      query: 'jeans',
      tags: ['slim'],
      hidden: [],
    });
    expect(
      relatedTagsInputSchema.safeParse({ language: 'en', query: 'jeans', tags: [], hidden: ['levis'] })
        .success,
    ).toBe(true);
    const empty = relatedTagsInputSchema.safeParse({ language: 'en', query: 'jeans', tags: [] });
    expect(empty.error?.issues).toMatchObject([{ path: ['tags'], message: 'validation.relatedTagsMin' }]);
  });

  it.each([
    ['a tag twice, case aside', { tags: ['Slim', 'slim'] }, ['tags', 1], 'validation.termDuplicate'],
    [
      'a hidden tag twice',
      { tags: [], hidden: ['levis', ' LEVIS'] },
      ['hidden', 1],
      'validation.termDuplicate',
    ],
    ['an empty tag', { tags: ['  '] }, ['tags', 0], 'validation.required'],
    ['a tag of 256 characters', { tags: ['a'.repeat(256)] }, ['tags', 0], 'validation.termLength'],
    ['31 tags', { tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }, ['tags'], 'validation.termsMax'],
    ['no query', { query: ' ', tags: ['slim'] }, ['query'], 'validation.required'],
    ['an unknown language', { language: 'xx', tags: ['slim'] }, ['language'], 'validation.option'],
  ])('should refuse %s', (_case, change, path, message) => {
    const result = relatedTagsInputSchema.safeParse({ language: 'en', query: 'jeans', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('relatedTagsListQuerySchema', () => {
  it('should page by 20 from the start unless told, and cap a page at 100', () => {
    expect(relatedTagsListQuerySchema.parse({ language: 'en' })).toEqual({
      language: 'en',
      limit: 20,
      offset: 0,
    });
    expect(relatedTagsListQuerySchema.safeParse({ language: 'en', limit: '101' }).success).toBe(false);
  });
});
