import { describe, expect, it } from 'vitest';
import { bannedWordIn, defaultSuggestionRules, suggestionRulesSchema } from './popular-searches.ts';

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
});
