import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRelatedPromptSave, relatedPromptSchema } from './related-prompt.ts';
import { storefrontPromptSchema } from './storefront-prompt.ts';

describe('planRelatedPromptSave', () => {
  it('should create when there is no id, 0 counting as no id', () => {
    expect(planRelatedPromptSave({ id: 0 })).toEqual({ kind: 'create' });
    expect(planRelatedPromptSave({ id: undefined })).toEqual({ kind: 'create' });
    expect(planRelatedPromptSave({ id: null })).toEqual({ kind: 'create' });
    expect(planRelatedPromptSave({ id: '' })).toEqual({ kind: 'create' });
  });

  it('should update any other id', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer().filter((id) => id !== 0),
          fc.string({ minLength: 1 }),
        ),
        (id) => {
          expect(planRelatedPromptSave({ id })).toEqual({ kind: 'update', id });
        },
      ),
    );
  });

  it('should default active to true', () => {
    expect(relatedPromptSchema.parse({ suggestionText: 'running shoes' }).active).toBe(true);
  });
});

describe('storefrontPromptSchema', () => {
  it('should default to every language and every search, first position', () => {
    expect(storefrontPromptSchema.parse({ suggestionText: ' Which fit suits me? ' })).toEqual({
      language: null,
      queries: [],
      suggestionText: 'Which fit suits me?',
      imageUrl: null,
      nextQueries: [],
      position: 0,
    });
  });

  it.each([
    [{ suggestionText: ' ' }, 'validation.required'],
    [
      { suggestionText: 'a', queries: Array.from({ length: 31 }, (_, index) => `q${index}`) },
      'validation.termsMax',
    ],
    [
      { suggestionText: 'a', nextQueries: Array.from({ length: 11 }, (_, index) => `q${index}`) },
      'validation.termsMax',
    ],
    [{ suggestionText: 'a', imageUrl: 'ftp://cdn.test/a.png' }, 'validation.url'],
  ])('should refuse %j with %s', (input, message) => {
    expect(storefrontPromptSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
