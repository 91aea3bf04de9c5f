import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer.ts';
import { allowedTypos, boundedEditDistance } from './edit-distance.ts';
import { fold, normalizeQuery } from './fold.ts';

/** Naive optimal-string-alignment distance: the oracle for the bounded one. */
function naiveDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('fold', () => {
  it('should fold case and accents so camión matches CAMION', () => {
    expect(fold('Camión ÑANDÚ Crème Straße')).toBe('camion nandu creme strasse');
  });

  it('should normalize queries to single-spaced folded words', () => {
    expect(normalizeQuery('  Zapatillas   de-MONTAÑA! ')).toBe('zapatillas de montana');
  });
});

describe('createAnalyzer', () => {
  it('should stem English plurals and verb forms to one term', () => {
    const english = createAnalyzer('en');
    expect(english.stem('shoes')).toBe(english.stem('shoe'));
    expect(english.stem('running')).toBe(english.stem('run'));
  });

  it('should stem Spanish gender and number endings to one term', () => {
    const spanish = createAnalyzer('es');
    expect(spanish.stem('camisetas')).toBe(spanish.stem('camiseta'));
    expect(spanish.stem('rojas')).toBe(spanish.stem('rojo'));
  });

  it('should keep model numbers and two-letter words unstemmed', () => {
    const english = createAnalyzer('en');
    expect(english.stem('x200s')).toBe('x200s');
    expect(english.stem('xs')).toBe('xs');
  });

  it('should tokenize on anything but letters, digits and hyphens, folded', () => {
    expect(createAnalyzer('es').queryTokens('Sartén 28cm, ACERO-inox')).toEqual([
      'sarten',
      '28cm',
      'aceroinox',
    ]);
  });

  it('should index a hyphenated word joined, and as its parts unless one is a single letter', () => {
    const english = createAnalyzer('en');
    expect(english.tokenize('Sun-shade for i10')).toEqual(['sunshade', 'sun', 'shade', 'for', 'i10']);
    expect(english.tokenize('Blue T-shirt')).toEqual(['blue', 'tshirt']);
    expect(english.queryTokens('t-shirt bnc-179')).toEqual(['tshirt', 'bnc179']);
  });

  it('should know the stop words of each language', () => {
    expect(createAnalyzer('en').isStopWord('the')).toBe(true);
    expect(createAnalyzer('es').isStopWord('de')).toBe(true);
    expect(createAnalyzer('es').isStopWord('sin')).toBe(false);
  });

  it('should throw on an unsupported language', () => {
    expect(() => createAnalyzer('fr' as 'en')).toThrow('search: unsupported language "fr"');
  });
});

describe('boundedEditDistance', () => {
  it('should count an adjacent transposition as one typo', () => {
    expect(boundedEditDistance('wacth', 'watch', 2)).toBe(1);
  });

  it('should agree with the naive distance whenever it is within the bound', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, max) => {
          const naive = naiveDistance(a, b);
          expect(boundedEditDistance(a, b, max)).toBe(naive <= max ? naive : max + 1);
        },
      ),
    );
  });
});

describe('allowedTypos', () => {
  it('should allow 1 typo from 5 characters and 2 from 9 (issue 4)', () => {
    expect([4, 5, 8, 9, 12].map((length) => allowedTypos(length))).toEqual([0, 1, 1, 2, 2]);
  });

  it('should follow the configured word lengths, and allow none when tolerance is off (issue 33)', () => {
    const tolerance = { enabled: true, oneTypoFrom: 7, twoTyposFrom: 30 };
    expect([6, 7, 12].map((length) => allowedTypos(length, tolerance))).toEqual([0, 1, 1]);
    expect(allowedTypos(12, { ...tolerance, enabled: false })).toBe(0);
  });
});
