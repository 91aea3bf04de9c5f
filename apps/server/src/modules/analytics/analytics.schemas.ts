import {
  analyticsEngineSchema,
  kpiReportSchema,
  productReportRowSchema,
  queryReportRowSchema,
  relatedPromptReportRowSchema,
  reportPageSchema,
} from '@playboard/domain';
import { z } from 'zod';

export const engineParams = z.object({ engineId: z.uuid() });

const day = z
  .string()
  .max('YYYY-MM-DD'.length)
  .describe("A day of the site's time zone as YYYY-MM-DD, included");

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

export const kpisResponse = kpiReportSchema;
export const queryTableResponse = reportPageSchema(queryReportRowSchema);
export const productTableResponse = reportPageSchema(productReportRowSchema);
export const promptTableResponse = reportPageSchema(relatedPromptReportRowSchema);
export const engineResponse = analyticsEngineSchema;
