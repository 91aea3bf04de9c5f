import { createIndex, type MerchandisingConfig } from '@playboard/search';
import { describe, expect, it } from 'vitest';
import { draftWith, editDistance } from './proposal.ts';
import { serviceTopicOf } from './service-topics.ts';

describe('editDistance', () => {
  it('should count a swap of neighbours as one edit, as the engine does', () => {
    expect(editDistance('jakcet', 'jacket')).toBe(1);
    expect(editDistance('snikrs', 'sneakers')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('serviceTopicOf', () => {
  it('should find a service word as whole words, accents and case aside', () => {
    expect(serviceTopicOf('Return policy')).toBe('returns');
    expect(serviceTopicOf('¿Envío gratis?')).toBe('shipping');
    expect(serviceTopicOf('guía de tallas')).toBe('sizeGuide');
    expect(serviceTopicOf('returnable jeans')).toBeUndefined();
  });
});

describe('draftWith', () => {
  const index = createIndex(
    [
      { id: 'a', name: 'Denim jeans' },
      { id: 'b', name: 'Wool coat' },
      { id: 'c', name: 'Trousers' },
    ],
    { language: 'en' },
  );
  const saved: MerchandisingConfig = {
    synonyms: [
      { terms: ['jeans', 'trousers'] },
      ...Array.from({ length: 200 }, (_, i) => ({ terms: [`term${i}`, `other${i}`] })),
    ],
  };
  const group = { language: 'en' as const, terms: ['jeanz', 'jeans'], oneWay: true };

  it('should keep only the saved groups that may expand the query, and add the group', () => {
    const draft = draftWith(saved, group, 'jeanz');
    expect(draft.synonyms).toEqual([
      { terms: ['jeans', 'trousers'] },
      { terms: ['jeanz', 'jeans'], oneWay: true },
    ]);
  });

  it('should find for the query what the whole saved configuration with the group finds', () => {
    const whole = { ...saved, synonyms: [...saved.synonyms!, { terms: group.terms, oneWay: true }] };
    const ids = (config: MerchandisingConfig) =>
      index.search({ query: 'jeanz', rows: 10 }, config).results.map((hit) => hit.id);
    expect(ids(draftWith(saved, group, 'jeanz'))).toEqual(ids(whole));
  });
});
