import { z } from 'zod';

export const engineParams = z.object({ engineId: z.uuid() });

const day = z.string().describe('A UTC day as YYYY-MM-DD, included');

export const rangeQuery = z.object({ from: day, to: day });

const tableQuery = <Sort extends string>(sorts: readonly [Sort, ...Sort[]]) =>
  rangeQuery.extend({
    search: z.string().max(200).optional().describe('Rows whose text contains this, any case'),
    sort: z.enum(sorts).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    format: z.enum(['json', 'csv']).optional().describe('csv (or Accept: text/csv): every matching row'),
  });

export const queryTableQuery = tableQuery([
  'searches',
  'query',
  'clicks',
  'ctr',
  'addToCarts',
  'checkouts',
]).extend({
  results: z.enum(['with', 'without']).optional().describe('Searches with results, without, or all'),
});
export const productTableQuery = tableQuery(['clicks', 'productId', 'name', 'addToCarts', 'checkouts']);
export const promptTableQuery = tableQuery(['impressions', 'prompt', 'clicks', 'ctr']);

const rateSchema = z.number().min(0).nullable().describe('0..1, null when the denominator is 0');
const totals = {
  searches: z.number().int(),
  searchesWithResults: z.number().int(),
  searchesNoResults: z.number().int(),
  clicks: z.number().int(),
  addToCarts: z.number().int(),
  checkouts: z.number().int(),
  visits: z.number().int(),
};
const kpisSchema = z.object({
  ...totals,
  noResultsRate: rateSchema,
  ctr: rateSchema,
  cr: rateSchema,
});
const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const kpisResponse = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  current: kpisSchema,
  previous: kpisSchema,
  series: z.array(z.object({ day: z.string(), ...totals })),
});

const tableResponse = <Row extends z.ZodRawShape>(row: Row) =>
  z.object({ total: z.number().int(), rows: z.array(z.object(row)) });

export const queryTableResponse = tableResponse({
  query: z.string(),
  searches: z.number().int(),
  clicks: z.number().int(),
  ctr: rateSchema,
  addToCarts: z.number().int(),
  checkouts: z.number().int(),
});
export const productTableResponse = tableResponse({
  productId: z.string(),
  name: z.string().nullable().describe('In the engine language; null when not in the catalogue'),
  clicks: z.number().int(),
  addToCarts: z.number().int(),
  checkouts: z.number().int(),
});
export const promptTableResponse = tableResponse({
  prompt: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: rateSchema,
});

export const engineResponse = z.object({
  engineId: z.uuid(),
  createdAt: z.string(),
  simulatedTraffic: z.boolean(),
});
