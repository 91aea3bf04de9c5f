import { describe, expect, it } from 'vitest';
import { curatedSynonyms, spellingVariants } from './variants.ts';
import { wordNetNouns } from './wordnet.ts';

describe('British and American spellings', () => {
  it('should respell the endings both ways', () => {
    expect(spellingVariants('color', 'en')).toContain('colour');
    expect(spellingVariants('colours', 'en')).toContain('colors');
    expect(spellingVariants('centre', 'en')).toContain('center');
    expect(spellingVariants('moisturizer', 'en')).toContain('moisturiser');
    expect(spellingVariants('catalogue', 'en')).toContain('catalog');
    expect(spellingVariants('traveller', 'en')).toContain('traveler');
  });

  it('should leave short words and Spanish alone', () => {
    expect(spellingVariants('tor', 'en')).toEqual([]);
    expect(spellingVariants('color', 'es')).toEqual([]);
  });
});

describe('curated synonym lists', () => {
  it.each(['en', 'es'] as const)('should give every %s group two different terms', (language) => {
    const single = curatedSynonyms(language).filter((group) => new Set(group.terms).size < 2);
    expect(single).toEqual([]);
  });
});

describe('WordNet nouns', () => {
  const nouns = wordNetNouns();

  it('should give the words of a noun’s first sense that mean nothing else', () => {
    expect(nouns.synonyms('skillet')).toEqual(['frying pan', 'frypan']);
    expect(nouns.synonyms('couch')).toEqual(['sofa']);
    // "lounge" is also a room, "cover" a covering first.
    expect(nouns.synonyms('sofa')).not.toContain('lounge');
    expect(nouns.synonyms('blanket')).toEqual([]);
  });

  it('should only speak of things a shop sells', () => {
    // Television is broadcasting first, a speaker a talker, black a colour.
    expect(nouns.synonyms('television')).toEqual([]);
    expect(nouns.synonyms('speaker')).toEqual([]);
    expect(nouns.isNoun('sofa')).toBe(true);
    expect(nouns.isNoun('quickly')).toBe(false);
  });
});
