import { describe, expect, it } from 'vitest';
import { queryRankingRuleSchema, type QueryRankingRule } from './query-ranking-rule.ts';
import { findConflictingRules } from './rule-conflicts.ts';

const boost = (fieldValue: string, schedule = {}) => ({
  id: `b-${fieldValue}`,
  fieldName: 'BRAND',
  fieldValue,
  action: 'BOOST',
  schedule,
});

function rule(id: string, input: Record<string, unknown>): QueryRankingRule {
  return queryRankingRuleSchema.parse({ id, criteria: { queries: ['jeans'] }, ...input });
}

describe('findConflictingRules (spec 2 §5, §8)', () => {
  const saved = [
    rule('levis', { attributesRanking: [boost('Levis')] }),
    rule('pin-1', {
      criteria: { queries: ['Jeans ', 'denim'] },
      pinnedProducts: [{ id: 'p', fieldValue: 'p1', position: 1 }],
    }),
    rule('off', { criteria: { enabled: false, queries: ['jeans'] }, attributesRanking: [boost('Acme')] }),
    rule('es', {
      criteria: { queries: ['jeans'], pivots: [{ name: 'lang', values: ['es'] }] },
      attributesRanking: [boost('Zara')],
    }),
  ];

  it('should list, with their ids and queries, the rules acting on the same thing for a same search', () => {
    const draft = rule('draft', {
      attributesRanking: [boost('levis')],
      pinnedProducts: [{ id: 'p', fieldValue: 'p9', position: 1 }],
    });
    expect(findConflictingRules(draft, saved)).toEqual([
      { id: 'levis', queries: ['jeans'] },
      { id: 'pin-1', queries: ['Jeans ', 'denim'] },
    ]);
  });

  it('should not see a conflict in other searches, other languages, disabled rules or apart schedules', () => {
    const later = { activationDate: '2026-12-01T00:00:00Z' };
    expect(findConflictingRules(rule('d', { attributesRanking: [boost('Acme')] }), saved)).toEqual([]);
    expect(
      findConflictingRules(
        rule('d', {
          criteria: { queries: ['jeans'], pivots: [{ name: 'lang', values: ['en'] }] },
          attributesRanking: [boost('Zara')],
        }),
        saved,
      ),
    ).toEqual([]);
    expect(
      findConflictingRules(
        rule('d', { criteria: { queries: ['shirts'] }, attributesRanking: [boost('Levis')] }),
        saved,
      ),
    ).toEqual([]);
    const scheduled = [
      rule('s', { attributesRanking: [boost('Levis', { deactivationDate: later.activationDate })] }),
    ];
    expect(
      findConflictingRules(rule('d', { attributesRanking: [boost('Levis', later)] }), scheduled),
    ).toEqual([]);
  });

  it('should see a rule for every search reach every search, and browse rules by their page', () => {
    const everySearch = rule('d', { criteria: { queries: [] }, attributesRanking: [boost('Levis')] });
    expect(findConflictingRules(everySearch, saved)).toEqual([{ id: 'levis', queries: ['jeans'] }]);
    const browse = (id: string, browseValue: string) =>
      rule(id, {
        endpointId: 'browse',
        criteria: { browseField: 'CATEGORY', browseValue },
        attributesRanking: [boost('Levis')],
      });
    expect(findConflictingRules(browse('d', 'Jeans'), [browse('b', 'jeans'), browse('c', 'Shirts')])).toEqual(
      [{ id: 'b', queries: [] }],
    );
  });
});
