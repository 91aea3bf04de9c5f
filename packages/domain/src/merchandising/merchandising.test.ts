import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bannerSchema,
  bannerState,
  isBannerLive,
  isRecommendedBannerSize,
  validateBannerImage,
} from './banners.ts';
import { appliesToAllSearches, businessRuleSchema, isBusinessRuleFieldOffered } from './business-rules.ts';
import { featuredProductsSchema } from './featured-products.ts';
import { nextQueriesSchema } from './next-queries.ts';
import { redirectionSchema } from './redirections.ts';
import { defaultSearchSettings, searchSettingsSchema } from './search-settings.ts';
import { SEARCHABLE_FIELDS, searchableFieldsSchema } from './searchable-fields.ts';
import {
  parseSynonymImport,
  SYNONYM_IMPORT_MAX_BYTES,
  synonymGroupSchema,
  validateSynonymImportFile,
} from './synonyms.ts';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const terms = (count: number) => Array.from({ length: count }, (_, index) => `term ${index}`);

describe('synonymGroupSchema', () => {
  it("should refuse a single term with 'Add more than one term to save a Synonym group'", () => {
    expect(messagesOf(synonymGroupSchema, { language: 'en', terms: ['sofa'] })).toEqual([
      'validation.synonymTerms',
    ]);
    expect(messagesOf(synonymGroupSchema, { language: 'en', terms: ['sofa', 'couch'] })).toEqual([]);
  });

  it('should accept 30 terms and refuse 31', () => {
    expect(messagesOf(synonymGroupSchema, { language: 'en', terms: terms(30) })).toEqual([]);
    expect(messagesOf(synonymGroupSchema, { language: 'en', terms: terms(31) })).toEqual([
      'validation.synonymGroupSize',
    ]);
  });
});

describe('validateSynonymImportFile', () => {
  it('should accept CSV and TXT up to 1MB and refuse 1MB + 1 byte', () => {
    expect(validateSynonymImportFile({ name: 'synonyms.csv', size: SYNONYM_IMPORT_MAX_BYTES })).toBeNull();
    expect(validateSynonymImportFile({ name: 'SYNONYMS.TXT', size: 10 })).toBeNull();
    expect(validateSynonymImportFile({ name: 'synonyms.csv', size: SYNONYM_IMPORT_MAX_BYTES + 1 })).toBe(
      'validation.importFileSize',
    );
    expect(validateSynonymImportFile({ name: 'synonyms.xlsx', size: 10 })).toBe('validation.importFileType');
    expect(validateSynonymImportFile({ name: 'csv', size: 10 })).toBe('validation.importFileType');
  });

  it('should read one group per line', () => {
    expect(parseSynonymImport('sofa, couch\n\n"tv",television\tscreen\r\n')).toEqual([
      ['sofa', 'couch'],
      ['tv', 'television', 'screen'],
    ]);
  });
});

describe('redirectionSchema', () => {
  const base = { language: 'en', targetUrl: 'https://shop.example.com/sale' };

  it('should need 1 to 30 terms (spec 1 §5)', () => {
    expect(messagesOf(redirectionSchema, { ...base, matchingQueries: [] })).toEqual(['validation.termsMin']);
    expect(messagesOf(redirectionSchema, { ...base, matchingQueries: terms(30) })).toEqual([]);
    expect(messagesOf(redirectionSchema, { ...base, matchingQueries: terms(31) })).toEqual([
      'validation.termsMax',
    ]);
  });

  it('should accept 255 characters per term and refuse 256', () => {
    expect(messagesOf(redirectionSchema, { ...base, matchingQueries: ['a'.repeat(255)] })).toEqual([]);
    expect(messagesOf(redirectionSchema, { ...base, matchingQueries: ['a'.repeat(256)] })).toEqual([
      'validation.termLength',
    ]);
  });

  it('should refuse a duplicate term', () => {
    const result = redirectionSchema.safeParse({ ...base, matchingQueries: ['Sale', ' sale '] });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'validation.termDuplicate',
      path: ['matchingQueries', 1],
    });
  });
});

describe('businessRuleSchema', () => {
  const rule = {
    language: 'en',
    field: 'BRAND',
    type: 'BOOST',
    values: ['acme'],
    matchingQueries: ['shoes'],
  };

  it('should need at least one attribute ranking', () => {
    expect(messagesOf(businessRuleSchema, { ...rule, values: [] })).toEqual(['validation.attributeRanking']);
  });

  it('should allow 0 to 30 terms, empty meaning all searches', () => {
    expect(appliesToAllSearches(businessRuleSchema.parse({ ...rule, matchingQueries: [] }))).toBe(true);
    expect(messagesOf(businessRuleSchema, { ...rule, matchingQueries: terms(30) })).toEqual([]);
    expect(messagesOf(businessRuleSchema, { ...rule, matchingQueries: terms(31) })).toEqual([
      'validation.termsMax',
    ]);
    expect(messagesOf(businessRuleSchema, { ...rule, matchingQueries: ['a'.repeat(256)] })).toEqual([
      'validation.termLength',
    ]);
  });

  it('should offer only the platform fields of spec 1 §9', () => {
    expect(isBusinessRuleFieldOffered('PRESTASHOP', 'IS_NEW')).toBe(true);
    expect(isBusinessRuleFieldOffered('SHOPIFY', 'BRAND')).toBe(false);
  });
});

describe('bannerSchema', () => {
  const banner = {
    assetUrl: 'https://cdn.example.com/banner.png',
    matchingQueries: ['sale'],
    status: 'ACTIVE',
    schedule: { type: 'LIMITED', startDate: '2026-12-01', endDate: '2026-12-03', timeZone: 'ET' },
    language: 'en',
  };

  it('should need 1 to 30 terms', () => {
    expect(messagesOf(bannerSchema, banner)).toEqual([]);
    expect(messagesOf(bannerSchema, { ...banner, matchingQueries: [] })).toEqual(['validation.termsMin']);
    expect(messagesOf(bannerSchema, { ...banner, matchingQueries: terms(31) })).toEqual([
      'validation.termsMax',
    ]);
  });

  it('should refuse an unknown time zone and an end before the start', () => {
    expect(
      messagesOf(bannerSchema, { ...banner, schedule: { ...banner.schedule, timeZone: 'Mars/Base' } }),
    ).toEqual(['validation.timeZone']);
    expect(
      messagesOf(bannerSchema, { ...banner, schedule: { ...banner.schedule, endDate: '2026-11-30' } }),
    ).toEqual(['validation.schedule']);
  });

  it('should switch on and off at 0:00 in the chosen time zone (spec 1 §4)', () => {
    const live = bannerSchema.parse(banner);
    expect(isBannerLive(live, new Date('2026-12-01T04:59:59Z'))).toBe(false);
    expect(isBannerLive(live, new Date('2026-12-01T05:00:00Z'))).toBe(true);
    expect(isBannerLive(live, new Date('2026-12-04T04:59:59Z'))).toBe(true);
    expect(isBannerLive(live, new Date('2026-12-04T05:00:00Z'))).toBe(false);
    expect(isBannerLive({ ...live, status: 'INACTIVE' }, new Date('2026-12-02T12:00:00Z'))).toBe(false);
    expect(isBannerLive({ status: 'ACTIVE', schedule: { type: 'ALWAYS' } }, new Date())).toBe(true);
  });
});

describe('validateBannerImage', () => {
  it('should accept 544 px high, refuse 545 and refuse a URL that shows no image', () => {
    expect(validateBannerImage({ width: 1640, height: 544 })).toBeNull();
    expect(validateBannerImage({ width: 1640, height: 545 })).toBe('validation.imageHeight');
    expect(validateBannerImage(null)).toBe('validation.image');
  });

  it('should recognise the recommended 1640x320', () => {
    expect(isRecommendedBannerSize({ width: 1640, height: 320 })).toBe(true);
    expect(isRecommendedBannerSize({ width: 1640, height: 321 })).toBe(false);
  });
});

describe('featuredProductsSchema', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => `sku-${index}`);

  it('should need 4 to 12 recommended product IDs (spec 1 §5)', () => {
    expect(messagesOf(featuredProductsSchema, { type: 'recommended', productIds: ids(3) })).toEqual([
      'validation.featuredProductsMin',
    ]);
    expect(messagesOf(featuredProductsSchema, { type: 'recommended', productIds: ids(4) })).toEqual([]);
    expect(messagesOf(featuredProductsSchema, { type: 'recommended', productIds: ids(12) })).toEqual([]);
    expect(messagesOf(featuredProductsSchema, { type: 'recommended', productIds: ids(13) })).toEqual([
      'validation.featuredProductsMax',
    ]);
  });

  it('should need no IDs for popular products', () => {
    expect(featuredProductsSchema.parse({ type: 'popular' })).toEqual({ type: 'popular', productIds: [] });
  });
});

describe('searchableFieldsSchema', () => {
  it('should keep at least one field active', () => {
    expect(
      messagesOf(searchableFieldsSchema, [
        { name: 'title', active: true },
        { name: 'brand', active: false },
      ]),
    ).toEqual([]);
    expect(messagesOf(searchableFieldsSchema, [{ name: 'title', active: false }])).toEqual([
      'validation.searchableFields',
    ]);
  });
});

describe('redirectionSchema language and extension', () => {
  const redirection = { matchingQueries: ['returns'], targetUrl: 'https://shop.example.com/returns' };

  it('should need the language of the engine it belongs to', () => {
    expect(messagesOf(redirectionSchema, redirection)).toEqual(['validation.option']);
    expect(redirectionSchema.parse({ ...redirection, language: 'es' })).toEqual({
      ...redirection,
      language: 'es',
      enabled: true,
    });
  });
});

describe('bannerSchema kinds', () => {
  it('should be a banner at the first row unless it says otherwise', () => {
    const banner = {
      assetUrl: 'https://cdn.example.com/banner.png',
      matchingQueries: ['sale'],
      status: 'ACTIVE',
      schedule: { type: 'ALWAYS' },
      language: 'en',
    };
    expect(bannerSchema.parse(banner)).toMatchObject({ kind: 'BANNER', position: 1 });
    expect(bannerSchema.parse({ ...banner, kind: 'PROMOTED', title: 'New in', position: 3 })).toMatchObject({
      kind: 'PROMOTED',
      title: 'New in',
      position: 3,
    });
    expect(messagesOf(bannerSchema, { ...banner, kind: 'POPUP' })).toHaveLength(1);
  });
});

describe('nextQueriesSchema', () => {
  it('should need 1 to 30 distinct next queries for a query', () => {
    const entry = { language: 'en', query: 'jeans', nextQueries: ['denim jacket'] };
    expect(messagesOf(nextQueriesSchema, entry)).toEqual([]);
    expect(messagesOf(nextQueriesSchema, { ...entry, nextQueries: [] })).toEqual(['validation.termsMin']);
    expect(messagesOf(nextQueriesSchema, { ...entry, nextQueries: ['Belt', 'belt'] })).toEqual([
      'validation.termDuplicate',
    ]);
  });
});

describe('searchSettingsSchema', () => {
  it('should take its defaults as valid settings with every searchable field active', () => {
    expect(searchSettingsSchema.parse(defaultSearchSettings)).toEqual(defaultSearchSettings);
    expect(defaultSearchSettings.searchableFields.map((field) => field.name)).toEqual([...SEARCHABLE_FIELDS]);
  });

  it('should refuse settings where no searchable field stays active (spec 1 §5)', () => {
    const searchableFields = defaultSearchSettings.searchableFields.map((field) => ({
      ...field,
      active: false,
    }));
    expect(messagesOf(searchSettingsSchema, { ...defaultSearchSettings, searchableFields })).toEqual([
      'validation.searchableFields',
    ]);
  });
});

describe('bannerState', () => {
  const limited = {
    status: 'ACTIVE' as const,
    schedule: {
      type: 'LIMITED' as const,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      timeZone: 'America/New_York',
    },
  };

  it('should be inactive when switched off, whatever the schedule', () => {
    expect(bannerState({ ...limited, status: 'INACTIVE' }, new Date('2026-12-02T12:00:00Z'))).toBe(
      'inactive',
    );
  });

  it('should be live always when not limited', () => {
    expect(bannerState({ status: 'ACTIVE', schedule: { type: 'ALWAYS' } }, new Date())).toBe('live');
  });

  it('should switch at 0:00 of its time zone (spec 1 §4): scheduled, live, ended', () => {
    // 0:00 on 1 December in New York is 05:00 UTC.
    expect(bannerState(limited, new Date('2026-12-01T04:59:59Z'))).toBe('scheduled');
    expect(bannerState(limited, new Date('2026-12-01T05:00:00Z'))).toBe('live');
    expect(bannerState(limited, new Date('2026-12-04T04:59:59Z'))).toBe('live');
    expect(bannerState(limited, new Date('2026-12-04T05:00:00Z'))).toBe('ended');
  });
});
