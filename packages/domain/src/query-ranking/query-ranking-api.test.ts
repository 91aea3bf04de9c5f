import { describe, expect, it } from 'vitest';
import {
  queryRankingConflictSchema,
  queryRankingListQuerySchema,
  queryRankingRuleDocumentSchema,
  queryRankingRuleWriteSchema,
} from './query-ranking-api.ts';

describe('queryRankingListQuerySchema (spec 2 §7)', () => {
  it('should read page, sort.field, sort.direction, query, filters, strictMatching, defaultFlag and endpointId', () => {
    expect(
      queryRankingListQuerySchema.parse({
        page: '2',
        'sort.field': 'title',
        'sort.direction': 'asc',
        query: 'shoes',
        filters: 'lang:es',
        strictMatching: 'true',
        defaultFlag: 'false',
        endpointId: 'browse',
      }),
    ).toEqual({
      page: 2,
      size: 20,
      'sort.field': 'title',
      'sort.direction': 'asc',
      query: 'shoes',
      filters: ['lang:es'],
      strictMatching: true,
      defaultFlag: false,
      endpointId: 'browse',
    });
  });

  it('should refuse a filter that is not name:value', () => {
    expect(queryRankingListQuerySchema.safeParse({ filters: ['enabled'] }).success).toBe(false);
  });
});

describe('queryRankingRuleWriteSchema (spec 2 §3)', () => {
  it('should read a rule body and a legacy rule', () => {
    const body = queryRankingRuleWriteSchema.parse({
      criteria: { queries: ['shoes'] },
      pinnedProducts: [{ type: 'PINNED_PRODUCTS', fieldName: 'PRODUCT_ID', fieldValue: 'p1', position: 1 }],
    });
    expect('criteria' in body).toBe(true);
    const legacy = queryRankingRuleWriteSchema.parse({ name: 'Old', context: { keywords: ['shoes'] } });
    expect('context' in legacy).toBe(true);
  });
});

describe('queryRankingRuleDocumentSchema', () => {
  it('should carry dates without milliseconds or null, and the pins typed PINNED_PRODUCTS', () => {
    const document = queryRankingRuleDocumentSchema.parse({
      id: 'r1',
      metadata: { created: '2026-11-27T10:00:00Z', updated: '2026-11-27T10:00:00Z', author: null },
      criteria: { queries: ['shoes'] },
      pinnedProducts: [
        {
          type: 'PINNED_PRODUCTS',
          fieldName: 'PRODUCT_ID',
          fieldValue: 'p1',
          position: 1,
          schedule: { activationDate: null, deactivationDate: null },
        },
      ],
    });
    expect(document.pinnedProducts[0]?.type).toBe('PINNED_PRODUCTS');
    expect(document.metadata.author).toBeNull();
  });
});

describe('queryRankingConflictSchema (spec 2 §8)', () => {
  it('should list the conflicting rules with their ids and queries', () => {
    const body = {
      errors: [{ code: 'global-409', message: 'Conflicts' }],
      conflicts: [{ id: 'r1', queries: ['shoes'] }],
    };
    expect(queryRankingConflictSchema.parse(body)).toEqual(body);
  });
});
