import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromLegacyRule, toLegacyRule } from './legacy-rule.ts';
import {
  areRuleConditionsValid,
  browseFieldsOf,
  filtersOverlap,
  findConflictingElements,
  fromRuleBody,
  isHiddenElementValid,
  isRankingElementValid,
  isRuleEmpty,
  isRuleValid,
  planRuleSave,
  type QueryRankingRule,
  queryRankingRuleSchema,
  ruleProblems,
  toRuleBody,
} from './query-ranking-rule.ts';

const rule = (input: Record<string, unknown> = {}): QueryRankingRule =>
  queryRankingRuleSchema.parse({ criteria: {}, ...input });

const boost = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  fieldName: 'PRODUCT_ID',
  fieldValue: 'sku-1',
  action: 'BOOST' as const,
  filters: {},
  schedule: {},
  ...extra,
});

describe('browseFieldsOf', () => {
  it("should offer the brand pages only where the platform ranks by brand (spec 1 §9's field lists)", () => {
    expect(browseFieldsOf('PRESTASHOP')).toEqual(['CATEGORY', 'BRAND']);
    expect(browseFieldsOf('CUSTOM')).toEqual(['CATEGORY', 'BRAND']);
    expect(browseFieldsOf('WOOCOMMERCE')).toEqual(['CATEGORY']);
    expect(browseFieldsOf('MAGENTO')).toEqual(['CATEGORY']);
  });
});

describe('areRuleConditionsValid', () => {
  it('should refuse browse fields on a search rule', () => {
    expect(areRuleConditionsValid(rule({ criteria: { queries: ['shoes'] } }))).toBe(true);
    expect(areRuleConditionsValid(rule({ criteria: { browseField: 'CATEGORY' } }))).toBe(false);
  });

  it('should refuse queries on a browse rule and need both or neither of field and value', () => {
    expect(areRuleConditionsValid(rule({ endpointId: 'browse', criteria: {} }))).toBe(true);
    expect(
      areRuleConditionsValid(
        rule({ endpointId: 'browse', criteria: { browseField: 'CATEGORY', browseValue: 'men' } }),
      ),
    ).toBe(true);
    expect(
      areRuleConditionsValid(rule({ endpointId: 'browse', criteria: { browseField: 'CATEGORY' } })),
    ).toBe(false);
    expect(areRuleConditionsValid(rule({ endpointId: 'browse', criteria: { browseValue: 'men' } }))).toBe(
      false,
    );
    expect(
      areRuleConditionsValid(
        rule({ endpointId: 'browse', criteria: { browseField: 'COLOUR', browseValue: 'red' } }),
      ),
    ).toBe(false);
    expect(areRuleConditionsValid(rule({ endpointId: 'browse', criteria: { queries: ['shoes'] } }))).toBe(
      false,
    );
  });
});

describe('isRankingElementValid', () => {
  it("should accept PRODUCT_ID or the platform's attribute fields only", () => {
    expect(isRankingElementValid(boost('a'), 'SHOPIFY')).toBe(true);
    expect(isRankingElementValid(boost('a', { fieldName: 'CATEGORY' }), 'SHOPIFY')).toBe(true);
    expect(isRankingElementValid(boost('a', { fieldName: 'BRAND' }), 'SHOPIFY')).toBe(false);
    expect(isRankingElementValid(boost('a', { fieldName: 'IS_NEW' }), 'PRESTASHOP')).toBe(true);
  });

  it('should need a value and a valid schedule', () => {
    expect(isRankingElementValid(boost('a', { fieldValue: ' ' }), 'CUSTOM')).toBe(false);
    const backwards = { activationDate: '2026-02-01T00:00:00Z', deactivationDate: '2026-01-01T00:00:00Z' };
    expect(isRankingElementValid(boost('a', { schedule: backwards }), 'CUSTOM')).toBe(false);
  });

  it('should need HIDE on hidden elements', () => {
    expect(isHiddenElementValid({ ...boost('a'), action: 'HIDE' }, 'CUSTOM')).toBe(true);
  });
});

describe('findConflictingElements', () => {
  it('should flag the same field and value overlapping in filters and schedule', () => {
    const a = boost('a', { filters: { color: ['red', 'blue'] } });
    const b = boost('b', { filters: { color: ['blue'] }, action: 'BURY' });
    const c = boost('c', { filters: { color: ['green'] } });
    expect(findConflictingElements([a, b, c]).sort()).toEqual(['a', 'b']);
  });

  it('should not flag elements whose schedules do not overlap', () => {
    const a = boost('a', { schedule: { deactivationDate: '2026-01-01T00:00:00Z' } });
    const b = boost('b', { schedule: { activationDate: '2026-01-01T00:00:00Z' } });
    expect(findConflictingElements([a, b])).toEqual([]);
  });

  it('should read a filter only one element names as no restriction', () => {
    expect(filtersOverlap({ color: ['red'] }, { size: ['m'] })).toBe(true);
    expect(filtersOverlap({ color: ['red'] }, { color: ['blue'] })).toBe(false);
  });
});

describe('isRuleValid', () => {
  it('should refuse an empty rule and accept one with a ranking', () => {
    expect(isRuleEmpty(rule())).toBe(true);
    expect(ruleProblems(rule(), 'CUSTOM').empty).toBe(true);
    expect(isRuleValid(rule({ productsRanking: [boost('a')] }), 'CUSTOM')).toBe(true);
  });

  it('should refuse a rule with conflicting elements', () => {
    const conflicting = rule({
      productsRanking: [boost('a')],
      hiddenProducts: [{ ...boost('b'), action: 'HIDE' }],
    });
    expect(ruleProblems(conflicting, 'CUSTOM').conflictingElements.sort()).toEqual(['a', 'b']);
    expect(isRuleValid(conflicting, 'CUSTOM')).toBe(false);
  });
});

describe('planRuleSave', () => {
  it('should create without id, delete an emptied rule and update one with content', () => {
    expect(planRuleSave(rule({ productsRanking: [boost('a')] }))).toEqual({ kind: 'create' });
    expect(planRuleSave(rule({ id: 'r1' }))).toEqual({ kind: 'delete', id: 'r1' });
    expect(planRuleSave(rule({ id: 'r1', pinnedProducts: [{ ...boost('p'), position: 1 }] }))).toEqual({
      kind: 'update',
      id: 'r1',
    });
  });

  it('should follow the spec 2 §4 table for any rule', () => {
    const element = fc.constantFrom(boost('x'));
    const arbitraryRule = fc.record({
      id: fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: undefined }),
      productsRanking: fc.array(element, { maxLength: 2 }),
      attributesRanking: fc.array(element, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(arbitraryRule, (input) => {
        const plan = planRuleSave(rule(input));
        const empty = input.productsRanking.length + input.attributesRanking.length === 0;
        const expected = !input.id ? 'create' : empty ? 'delete' : 'update';
        expect(plan.kind).toBe(expected);
      }),
    );
  });
});

describe('toRuleBody', () => {
  const withPins = rule({
    title: 'Shoes',
    criteria: {
      queries: ['shoes', ' '],
      pivots: [
        { name: 'store', values: ['es', 'en'] },
        { name: 'empty', values: [] },
        { name: 'blank', values: [''] },
      ],
    },
    productsRanking: [boost('a', { schedule: { activationDate: '2026-01-01T10:00:00.250Z' } })],
    pinnedProducts: [{ ...boost('p'), position: 2 }],
  });

  it('should drop empty pivots and send each as a single value', () => {
    expect(toRuleBody(withPins, { pinningEnabled: false }).criteria).toEqual({
      enabled: true,
      pivots: [{ name: 'store', value: 'es' }],
      queries: ['shoes'],
    });
  });

  it('should send dates without milliseconds and null when unset, without local ids', () => {
    expect(toRuleBody(withPins, { pinningEnabled: false }).productsRanking).toEqual([
      {
        fieldName: 'PRODUCT_ID',
        fieldValue: 'sku-1',
        action: 'BOOST',
        filters: {},
        schedule: { activationDate: '2026-01-01T10:00:00Z', deactivationDate: null },
      },
    ]);
  });

  it('should send pins, typed PINNED_PRODUCTS, only when the feature option is enabled', () => {
    expect(toRuleBody(withPins, { pinningEnabled: false })).not.toHaveProperty('pinnedProducts');
    expect(toRuleBody(withPins, { pinningEnabled: true }).pinnedProducts).toEqual([
      expect.objectContaining({ type: 'PINNED_PRODUCTS', fieldValue: 'sku-1', position: 2 }),
    ]);
  });

  it('should read a body back into the same rule', () => {
    const body = toRuleBody(withPins, { pinningEnabled: true });
    expect(toRuleBody(fromRuleBody(body, 'r1'), { pinningEnabled: true })).toEqual(body);
    expect(fromRuleBody(body, 'r1').id).toBe('r1');
  });
});

describe('legacy rule format', () => {
  const legacy = {
    name: 'Boost Acme',
    context: { keywords: ['shoes'], pivots: [] },
    products_ranking: [
      {
        action: 'HIDE' as const,
        field_name: 'PRODUCT_ID',
        field_value: 'sku-9',
        filters: {},
        schedule: { activation_date: '2026-01-01T00:00:00.000Z', deactivation_date: null },
      },
    ],
    attributes_ranking: [
      { action: 'BOOST' as const, field_name: 'BRAND', field_value: 'acme', filters: {}, schedule: {} },
    ],
    metadata: { user: 'ana', created_on: '2025-01-01T00:00:00Z' },
  };

  it('should convert the legacy format to the current one', () => {
    const converted = fromLegacyRule(legacy);
    expect(converted.title).toBe('Boost Acme');
    expect(converted.criteria.queries).toEqual(['shoes']);
    expect(converted.hiddenProducts).toEqual([
      expect.objectContaining({
        action: 'HIDE',
        fieldValue: 'sku-9',
        schedule: { activationDate: '2026-01-01T00:00:00Z', deactivationDate: null },
      }),
    ]);
    expect(converted.attributesRanking[0]).toMatchObject({
      fieldName: 'BRAND',
      fieldValue: 'acme',
      action: 'BOOST',
    });
    expect(converted.metadata).toMatchObject({ author: 'ana', created: '2025-01-01T00:00:00Z' });
  });

  it('should survive a round trip through the current format', () => {
    const element = fc.record({
      action: fc.constantFrom<'BOOST' | 'BURY' | 'HIDE'>('BOOST', 'BURY', 'HIDE'),
      field_name: fc.constantFrom('PRODUCT_ID', 'BRAND', 'CATEGORY'),
      field_value: fc.string({ minLength: 1, maxLength: 5 }),
      filters: fc.dictionary(
        fc.constantFrom('color', 'size'),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      ),
      schedule: fc.record({
        activation_date: fc.constantFrom(null, '2026-01-01T00:00:00Z'),
        deactivation_date: fc.constantFrom(null, '2026-02-01T00:00:00Z'),
      }),
    });
    const arbitraryLegacy = fc.record({
      name: fc.string({ maxLength: 8 }),
      context: fc.record({
        keywords: fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 3 }),
        pivots: fc.constant<{ name: string; values: string[] }[]>([]),
      }),
      products_ranking: fc.array(element, { maxLength: 3 }),
      attributes_ranking: fc.array(element, { maxLength: 3 }),
      metadata: fc.record({ user: fc.constantFrom('ana', 'luis') }),
    });
    const byAction = (elements: { action: string }[]) =>
      [...elements].sort((a, b) => Number(a.action === 'HIDE') - Number(b.action === 'HIDE'));
    fc.assert(
      fc.property(arbitraryLegacy, (input) => {
        const back = toLegacyRule(fromLegacyRule(input));
        expect(back).toEqual({
          ...input,
          products_ranking: byAction(input.products_ranking),
          attributes_ranking: byAction(input.attributes_ranking),
        });
      }),
    );
  });
});
