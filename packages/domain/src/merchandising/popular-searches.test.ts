import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import {
  BANNED_WORDS,
  bannedWordIn,
  defaultSuggestionRules,
  suggestionRulesSchema,
} from './popular-searches.ts';

describe('bannedWordIn', () => {
  it('should find a banned word or phrase as whole words, case and accents aside', () => {
    expect(bannedWordIn('Cheap shoes', ['cheap'])).toBe('cheap');
    expect(bannedWordIn('zapatos baratos', ['Baratos'])).toBe('Baratos');
    expect(bannedWordIn('camion rojo', ['camión'])).toBe('camión');
    expect(bannedWordIn('red-hot deals', ['hot deals'])).toBe('hot deals');
    expect(bannedWordIn('cheapest shoes', ['cheap'])).toBeUndefined();
    expect(bannedWordIn('shoes', [])).toBeUndefined();
  });
});

describe('suggestionRulesSchema', () => {
  it('should take the defaults and refuse duplicates once normalised, bad thresholds and long words', () => {
    expect(suggestionRulesSchema.parse(defaultSuggestionRules)).toEqual(defaultSuggestionRules);
    expect(
      suggestionRulesSchema.parse({ ...defaultSuggestionRules, bannedWords: [' sale '] }).bannedWords,
    ).toEqual(['sale']);
    for (const rules of [
      { ...defaultSuggestionRules, bannedWords: ['Sale', 'sale'] },
      { ...defaultSuggestionRules, bannedWords: ['x'.repeat(101)] },
      { ...defaultSuggestionRules, minSessions: 0 },
      { ...defaultSuggestionRules, lookbackDays: 366 },
      { ...defaultSuggestionRules, minSessions: 2.5 },
    ])
      expect(suggestionRulesSchema.safeParse(rules).success).toBe(false);
  });

  it("should say the banned words' own limits, not the matching terms' 255 characters and 30 terms", () => {
    const messageOf = (bannedWords: string[]) => {
      const parsed = suggestionRulesSchema.safeParse({ ...defaultSuggestionRules, bannedWords });
      return translate(parsed.error?.issues[0]?.message ?? '', 'en');
    };
    expect(messageOf(['x'.repeat(BANNED_WORDS.maxLength + 1)])).toBe(
      `Each banned word or phrase can have at most ${BANNED_WORDS.maxLength} characters.`,
    );
    expect(messageOf(Array.from({ length: BANNED_WORDS.max + 1 }, (_, index) => `word${index}`))).toBe(
      `A site can ban up to ${BANNED_WORDS.max} words or phrases.`,
    );
  });
});
