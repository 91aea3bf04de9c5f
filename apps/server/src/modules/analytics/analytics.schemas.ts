import {
  analyticsEngineSchema,
  correctedQueryReportRowSchema,
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

/** The columns of the "corrected and found" rows (`results=corrected`). */
const correctedSorts: readonly string[] = ['searches', 'query', 'correction'];

export const queryTableQuery = tableQuery([
  'searches',
  'query',
  'clicks',
  'ctr',
  'addToCarts',
  'checkouts',
  'correction',
])
  .extend({
    results: z
      .enum(['with', 'without', 'corrected'])
      .optional()
      .describe(
        'Searches with results, without, or all; corrected: those the engine corrected and that then found products',
      ),
  })
  .superRefine((query, context) => {
    if (query.sort === undefined) return;
    const corrected = query.results === 'corrected';
    if (corrected ? correctedSorts.includes(query.sort) : query.sort !== 'correction') return;
    context.addIssue({
      code: 'custom',
      path: ['sort'],
      message: corrected
        ? 'must be searches, query or correction with results=corrected'
        : 'correction sorts only results=corrected',
    });
  });
export const productTableQuery = tableQuery(['clicks', 'productId', 'name', 'addToCarts', 'checkouts']);
export const promptTableQuery = tableQuery([
  'impressions',
  'prompt',
  'clicks',
  'ctr',
  'addToCarts',
  'addToCartRate',
]);

export const kpisResponse = kpiReportSchema;
export const queryTableResponse = z.union([
  reportPageSchema(queryReportRowSchema),
  reportPageSchema(correctedQueryReportRowSchema),
]);
export const productTableResponse = reportPageSchema(productReportRowSchema);
export const promptTableResponse = reportPageSchema(relatedPromptReportRowSchema);
export const engineResponse = analyticsEngineSchema;
