import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromRelatedPrompt,
  planRelatedPromptSave,
  relatedPromptSchema,
  relatedPromptsQuerySchema,
  toRelatedPrompt,
} from './related-prompt.ts';
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
  it('should default to every language and every search, first position, active, no other pivot', () => {
    expect(storefrontPromptSchema.parse({ suggestionText: ' Which fit suits me? ' })).toEqual({
      language: null,
      queries: [],
      suggestionText: 'Which fit suits me?',
      imageUrl: null,
      nextQueries: [],
      position: 0,
      active: true,
      type: 'SUGGESTION',
      pivots: {},
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

describe('toRelatedPrompt and fromRelatedPrompt', () => {
  it('should carry the queries as the comma-joined query pivot and the language as lang, beside the other pivots', () => {
    const api = relatedPromptSchema.parse({
      suggestionText: 'Denim for every day',
      pivots: { query: 'jeans, denim ,', lang: 'es', store: 'outlet' },
      suggestionImageUrl: ' ',
    });
    const stored = storefrontPromptSchema.parse(fromRelatedPrompt(api, 3));
    expect(stored).toMatchObject({
      queries: ['jeans', 'denim'],
      language: 'es',
      imageUrl: null,
      position: 3,
      pivots: { store: 'outlet' },
    });
    expect(toRelatedPrompt('p1', stored)).toEqual({
      id: 'p1',
      uuid: 'p1',
      nextQueries: [],
      active: true,
      pivots: { store: 'outlet', query: 'jeans,denim', lang: 'es' },
      suggestionText: 'Denim for every day',
      type: 'SUGGESTION',
    });
  });

  it('should read list pivots as name:value, repeated or once', () => {
    expect(relatedPromptsQuerySchema.parse({ pivots: ['query:jeans', 'lang: en'] }).pivots).toEqual({
      query: 'jeans',
      lang: 'en',
    });
    expect(relatedPromptsQuerySchema.parse({ pivots: 'store:a:b' }).pivots).toEqual({ store: 'a:b' });
    expect(relatedPromptsQuerySchema.safeParse({ pivots: 'nocolon' }).success).toBe(false);
  });
});
