// What became of each related prompt (docs/related-prompts.md, "Outcome"): the state of a row of
// the related prompts report, and the prompts of the related prompts screen's "To review" panel.
// Whether a next query finds products is asked of the engine the storefront searches now.
import {
  addDays,
  DomainError,
  isRarelyPicked,
  last30DaysRange,
  localDay,
  type DateRange,
  type RelatedPromptFlag,
  type RelatedPromptKeep,
  type RelatedPromptReportRow,
  type RelatedPromptReview,
  type RelatedPromptReviews,
  type ReportPage,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import { promptFigures, promptTable, type TablePage } from './analytics.repo.ts';
import { createRelatedPromptKeepsRepo } from './related-prompt-keeps.repo.ts';

/**
 * The queries among `queries` that find no products in the site's engine of `language`. The search
 * module decorates the app with the live indexes; a process without it cannot tell (503).
 */
async function emptyQueries(
  app: FastifyInstance,
  siteId: string,
  language: string,
  queries: Iterable<string>,
): Promise<Set<string>> {
  if (!app.hasDecorator('searchIndexes')) {
    throw new DomainError('global-503', 'The search service does not run in this process', {
      status: 503,
    });
  }
  const engine = await app.searchIndexes.engine(siteId, language, [language]);
  const empty = new Set<string>();
  // The default engine answers until a new language's is built: it cannot speak for that language.
  if (engine.language.toLowerCase() !== language.toLowerCase()) return empty;
  for (const query of new Set(queries)) {
    const found = engine.index.search({ query, rows: 0, facets: false, partials: false }, engine.config);
    if (found.total === 0) empty.add(query);
  }
  return empty;
}

/** A page of the related prompts report, each row with its state read now. */
export async function promptReport(
  app: FastifyInstance,
  engine: { id: string; siteId: string; language: string },
  range: DateRange,
  page: TablePage,
): Promise<ReportPage<RelatedPromptReportRow>> {
  const { total, rows, siteCtr } = await promptTable(app.db, engine, range, page);
  const empty = await emptyQueries(
    app,
    engine.siteId,
    engine.language,
    rows.flatMap((row) => row.nextQueries),
  );
  return {
    total,
    rows: rows.map(({ nextQueries, ...row }) => {
      // A deleted prompt has nothing left to act on.
      const state: RelatedPromptFlag | null =
        row.promptId === null
          ? null
          : nextQueries.some((query) => empty.has(query))
            ? 'noResults'
            : isRarelyPicked(row, siteCtr)
              ? 'review'
              : null;
      return { ...row, state };
    }),
  };
}

const sameQueries = (kept: readonly string[], now: readonly string[]) =>
  kept.length === now.length && now.every((query) => kept.includes(query));

const ctrOf = (figures: { impressions: number; clicks: number }) =>
  figures.impressions > 0 ? figures.clicks / figures.impressions : null;

async function engineOfLanguage(app: FastifyInstance, siteId: string, language: string) {
  const engine = await createRelatedPromptKeepsRepo(app.db, { siteId }).engine(language);
  if (!engine) {
    throw new DomainError('global-400', `language: the site has no search in ${language}`, { status: 400 });
  }
  return engine;
}

/**
 * The prompts shown in a language (on, for it or for every language) to look at again, over the
 * last 30 days: those one of whose next queries finds nothing now, and those rarely picked. A flag
 * kept comes back only once its figures changed: other next queries find nothing, or the days after
 * the keep alone make the prompt rarely picked.
 */
export async function promptReviews(
  app: FastifyInstance,
  site: { id: string; timeZone: string },
  language: string,
): Promise<RelatedPromptReviews> {
  const engine = await engineOfLanguage(app, site.id, language);
  const range = last30DaysRange(app.clock(), engine.createdAt, site.timeZone);
  const repo = createRelatedPromptKeepsRepo(app.db, { siteId: site.id });
  const [figures, prompts, keeps] = await Promise.all([
    promptFigures(app.db, engine.id, range),
    repo.prompts(),
    repo.list(engine.id),
  ]);
  const shown = prompts.filter(
    (prompt) => prompt.active && (prompt.language === null || prompt.language === language),
  );
  const empty = await emptyQueries(
    app,
    site.id,
    language,
    shown.flatMap((prompt) => prompt.nextQueries),
  );
  const kept = (promptId: string, flag: RelatedPromptFlag) =>
    keeps.find((keep) => keep.promptId === promptId && keep.flag === flag);
  const noResults: RelatedPromptReview[] = [];
  const review: RelatedPromptReview[] = [];
  for (const prompt of shown) {
    const base = { impressions: 0, clicks: 0, addToCarts: 0, ...figures.byPrompt.get(prompt.id) };
    const entry = (flag: RelatedPromptFlag, counts: typeof base, emptyNextQueries: string[]) => ({
      promptId: prompt.id,
      suggestionText: prompt.suggestionText,
      flag,
      ...counts,
      ctr: ctrOf(counts),
      emptyNextQueries,
    });
    const emptyNext = prompt.nextQueries.filter((query) => empty.has(query));
    const keptEmpty = kept(prompt.id, 'noResults');
    if (emptyNext.length > 0 && !(keptEmpty && sameQueries(keptEmpty.emptyNextQueries, emptyNext))) {
      noResults.push(entry('noResults', base, emptyNext));
    }
    const keptReview = kept(prompt.id, 'review');
    let counts = base;
    if (keptReview) {
      const from = addDays(keptReview.keptOn, 1);
      if (from > range.to) continue;
      const since = await promptFigures(app.db, engine.id, {
        from: from > range.from ? from : range.from,
        to: range.to,
      });
      counts = { impressions: 0, clicks: 0, addToCarts: 0, ...since.byPrompt.get(prompt.id) };
    }
    if (isRarelyPicked(counts, figures.siteCtr)) review.push(entry('review', counts, []));
  }
  review.sort((a, b) => b.impressions - a.impressions);
  return { range, siteCtr: figures.siteCtr, reviews: [...noResults, ...review] };
}

/** Keeps a prompt as it is despite a flag, remembering the figures the flag was raised on. */
export async function keepPromptFlag(
  app: FastifyInstance,
  site: { id: string; timeZone: string },
  { promptId, language, flag }: RelatedPromptKeep,
): Promise<void> {
  const repo = createRelatedPromptKeepsRepo(app.db, { siteId: site.id });
  const prompt = (await repo.prompts()).find((candidate) => candidate.id === promptId);
  if (!prompt) throw new DomainError('global-404', `Related prompt ${promptId} not found`, { status: 404 });
  const engine = await engineOfLanguage(app, site.id, language);
  const empty =
    flag === 'noResults' ? await emptyQueries(app, site.id, language, prompt.nextQueries) : new Set();
  await repo.keep({
    engineId: engine.id,
    promptId,
    flag,
    emptyNextQueries: prompt.nextQueries.filter((query) => empty.has(query)),
    keptOn: localDay(app.clock(), site.timeZone),
  });
}
