// Analytics API (pinned in issue 6 §D): KPIs with the previous period, the queries, products and
// related-prompts tables (JSON pages or CSV), and the engine facts the date picker needs.
import type { DateRange } from '@playboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../plugins/errors.ts';
import { engineOf, siteOf, type AccessRule } from '../../plugins/tenancy.ts';
import {
  correctedQueryTable,
  dailyTotals,
  productTable,
  queryTable,
  simulatedTrafficOf,
  type TablePage,
} from './analytics.repo.ts';
import {
  engineParams,
  engineResponse,
  kpisResponse,
  productTableQuery,
  productTableResponse,
  promptTableQuery,
  promptTableResponse,
  queryTableQuery,
  queryTableResponse,
  rangeQuery,
} from './analytics.schemas.ts';
import { toCsv, type CsvValue } from './csv.ts';
import { promptReport } from './prompt-outcomes.ts';
import { daysOf, emptyTotals, kpisOf, parseRange, previousRange, sumTotals } from './kpis.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const withSearch = { ...errors, 503: errorResponse };

function reads(resource: AccessRule['resource']): { access: AccessRule } {
  return { access: { scope: 'engine', param: 'engineId', resource, level: 'READ' } };
}
const tags = ['analytics'];
const security = [{ bearer: [] }];

interface TableQuery {
  from: string;
  to: string;
  search?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  format?: 'json' | 'csv' | undefined;
}

function wantsCsv(request: FastifyRequest, query: TableQuery): boolean {
  if (query.format) return query.format === 'csv';
  return (request.headers.accept ?? '').includes('text/csv');
}

function pageOf(query: TableQuery, csv: boolean, defaultSort: string): TablePage {
  return {
    sort: query.sort ?? defaultSort,
    order: query.order,
    search: query.search || undefined,
    limit: csv ? undefined : query.limit,
    offset: csv ? 0 : query.offset,
  };
}

function sendCsv(
  reply: FastifyReply,
  name: string,
  range: DateRange,
  header: string[],
  rows: CsvValue[][],
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.from}-${range.to}.csv"`)
    .send(toCsv(header, rows));
}

export async function analyticsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Days are the site's: "today", the latest day a range may end on, is today in its time zone.
  const rangeOf = (query: { from: string; to: string }, site: { timeZone: string }) =>
    parseRange(query.from, query.to, app.clock(), site.timeZone);

  routes.get(
    '/engines/:engineId/kpis',
    {
      config: reads('insights.overall'),
      schema: {
        tags,
        security,
        summary: 'KPIs of a range and of the same-length period before it, with the daily series',
        params: engineParams,
        querystring: rangeQuery,
        response: { 200: kpisResponse, ...errors },
      },
    },
    async (request) => {
      const engine = engineOf(request);
      const site = siteOf(request);
      const range = rangeOf(request.query, site);
      const previous = previousRange(range);
      const days = await dailyTotals(app.db, engine.id, { from: previous.from, to: range.to });
      const byDay = new Map(days.map((day) => [day.day, day]));
      const series = daysOf(range).map((day) => {
        const found = byDay.get(day);
        return { ...emptyTotals, ...found, day };
      });
      const previousDays = days.filter((day) => day.day <= previous.to);
      return {
        range,
        previousRange: previous,
        current: kpisOf(sumTotals(series)),
        previous: kpisOf(sumTotals(previousDays)),
        series,
      };
    },
  );

  routes.get(
    '/engines/:engineId/queries',
    {
      config: reads('insights.queries'),
      schema: {
        tags,
        security,
        summary:
          'Queries searched in the range (with results, without, all, or corrected by the engine and then found), paged or as CSV',
        params: engineParams,
        querystring: queryTableQuery,
        response: { 200: queryTableResponse, ...errors },
      },
    },
    async (request, reply) => {
      const engine = engineOf(request);
      const site = siteOf(request);
      const range = rangeOf(request.query, site);
      const csv = wantsCsv(request, request.query);
      const { results } = request.query;
      const page = pageOf(request.query, csv, 'searches');
      if (results === 'corrected') {
        const corrected = await correctedQueryTable(app.db, engine.id, range, page);
        if (!csv) return corrected;
        return sendCsv(
          reply,
          'searches-corrected',
          range,
          ['query', 'correction', 'searches'],
          corrected.rows.map((row) => [row.query, row.correction, row.searches]),
        );
      }
      const table = await queryTable(app.db, engine.id, range, results, page);
      if (!csv) return table;
      const name = { with: 'searches-with-results', without: 'searches-no-results' };
      return sendCsv(
        reply,
        results ? name[results] : 'searches',
        range,
        ['query', 'searches', 'clicks', 'ctr', 'addToCarts', 'checkouts'],
        table.rows.map((row) => [
          row.query,
          row.searches,
          row.clicks,
          row.ctr,
          row.addToCarts,
          row.checkouts,
        ]),
      );
    },
  );

  routes.get(
    '/engines/:engineId/products',
    {
      config: reads('insights.overall'),
      schema: {
        tags,
        security,
        summary: 'Products clicked, added to cart or bought in the range, paged or as CSV',
        params: engineParams,
        querystring: productTableQuery,
        response: { 200: productTableResponse, ...errors },
      },
    },
    async (request, reply) => {
      const engine = engineOf(request);
      const site = siteOf(request);
      const range = rangeOf(request.query, site);
      const csv = wantsCsv(request, request.query);
      const table = await productTable(app.db, engine, range, pageOf(request.query, csv, 'clicks'));
      if (!csv) return table;
      return sendCsv(
        reply,
        'products',
        range,
        ['productId', 'name', 'clicks', 'addToCarts', 'checkouts'],
        table.rows.map((row) => [row.productId, row.name, row.clicks, row.addToCarts, row.checkouts]),
      );
    },
  );

  routes.get(
    '/engines/:engineId/related-prompts',
    {
      config: reads('insights.relatedPromptsAnalytics'),
      schema: {
        tags,
        security,
        summary:
          'Related prompts shown, clicked and added to cart from in the range, each with its state now (a next query finding nothing, rarely picked), paged or as CSV',
        params: engineParams,
        querystring: promptTableQuery,
        response: { 200: promptTableResponse, ...withSearch },
      },
    },
    async (request, reply) => {
      const engine = engineOf(request);
      const site = siteOf(request);
      const range = rangeOf(request.query, site);
      const csv = wantsCsv(request, request.query);
      const table = await promptReport(app, engine, range, pageOf(request.query, csv, 'impressions'));
      if (!csv) return table;
      return sendCsv(
        reply,
        'related-prompts',
        range,
        ['prompt', 'promptId', 'impressions', 'clicks', 'ctr', 'addToCarts', 'addToCartRate', 'state'],
        table.rows.map((row) => [
          row.prompt,
          row.promptId,
          row.impressions,
          row.clicks,
          row.ctr,
          row.addToCarts,
          row.addToCartRate,
          row.state,
        ]),
      );
    },
  );

  routes.get(
    '/engines/:engineId/engine',
    {
      config: reads('insights.overall'),
      schema: {
        tags,
        security,
        summary:
          "The engine creation date (earliest analytics day), the site's time zone and whether its traffic is simulated",
        params: engineParams,
        response: { 200: engineResponse, ...errors },
      },
    },
    async (request) => {
      const engine = engineOf(request);
      const site = siteOf(request);
      return {
        engineId: engine.id,
        createdAt: engine.createdAt.toISOString(),
        timeZone: site.timeZone,
        simulatedTraffic: await simulatedTrafficOf(app.db, site.id),
      };
    },
  );
}
