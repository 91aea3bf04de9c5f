import {
  CONFIG_REVISION_KINDS,
  configRevisionKindSchema,
  type ConfigRevision,
  type ConfigRevisionKind,
} from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSelection } from '../../lib/session.ts';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { useRevisions } from './api/list-revisions.ts';
import { ConfigurationAt } from './configuration-at.tsx';
import { RevertDialog } from './revert-dialog.tsx';
import { RevisionEntry } from './revision-entry.tsx';
import { useWhen } from './revision-words.ts';

const PAGE_SIZE = 20;

/** The filter the URL names (`?kind=&entityId=&from=&to=`), as tuning screens and chart marks link it. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const parsedKind = configRevisionKindSchema.safeParse(params.get('kind'));
  const filter = {
    kind: parsedKind.success ? parsedKind.data : undefined,
    entityId: params.get('entityId') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  // Another kind shows all its items, in the same period.
  const setKind = (kind: ConfigRevisionKind | undefined) =>
    setParams(
      Object.fromEntries(
        Object.entries({ kind, from: filter.from, to: filter.to }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    );
  return { filter, setKind };
}

/** "Friday, 27 November 2026" for a day of the site. */
function useDayHeading(): (day: string) => string {
  const { i18n } = useTranslation();
  return (day) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
}

/** Consecutive revisions of the same day of the site, newest first. */
function byDay(revisions: ConfigRevision[], dayOf: (iso: string) => string) {
  const days: { day: string; revisions: ConfigRevision[] }[] = [];
  for (const revision of revisions) {
    const day = dayOf(revision.createdAt);
    const last = days[days.length - 1];
    if (last?.day === day) last.revisions.push(revision);
    else days.push({ day, revisions: [revision] });
  }
  return days;
}

function Timeline({ siteId, filter }: { siteId: string; filter: ReturnType<typeof useFilter>['filter'] }) {
  const { t } = useTranslation('history');
  const when = useWhen();
  const dayHeading = useDayHeading();
  const [offset, setOffset] = useState(0);
  const [reverting, setReverting] = useState<ConfigRevision | null>(null);
  const revisions = useRevisions(siteId, { ...filter, limit: PAGE_SIZE, offset });
  if (!revisions.isSuccess) return <QueryFallback query={revisions} t={t} />;
  const { revisions: page, total } = revisions.data;
  const filtered = Object.values(filter).some(Boolean);
  if (total === 0) {
    return (
      <div className="rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-900/5" role="status">
        <p className="text-base font-semibold text-slate-900">
          {filtered ? t('emptyFiltered') : t('emptyTitle')}
        </p>
        {!filtered && <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">{t('empty')}</p>}
      </div>
    );
  }
  return (
    <div
      aria-busy={revisions.isPlaceholderData || undefined}
      className={revisions.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    >
      <ol className="space-y-8">
        {byDay(page, (iso) => when(iso).day).map(({ day, revisions: entries }) => (
          <li key={day}>
            <h2 className="mb-3 text-sm font-semibold text-slate-600">{dayHeading(day)}</h2>
            <ol aria-label={t('entry.entries', { day: dayHeading(day) })} className="space-y-3">
              {entries.map((revision) => (
                <li key={revision.id}>
                  <RevisionEntry siteId={siteId} revision={revision} onRevert={setReverting} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <Pagination
        offset={offset}
        pageSize={PAGE_SIZE}
        total={total}
        onOffsetChange={setOffset}
        labels={{
          navigation: t('pagination.navigation'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          showing: t('pagination.showing', {
            from: offset + 1,
            to: Math.min(offset + PAGE_SIZE, total),
            total,
          }),
        }}
      />
      {reverting && <RevertDialog siteId={siteId} revision={reverting} onClose={() => setReverting(null)} />}
    </div>
  );
}

/**
 * /history (issue 14): every change of the site's search tuning, newest first and grouped by the
 * site's days, each with who, what, when, a readable diff, its note and revert; filtered by kind
 * (and by the entity or the period a link names); and the whole configuration as it was at a time.
 */
export function Component() {
  const { t } = useTranslation(['history', 'common']);
  const { site } = useSelection();
  const { filter, setKind } = useFilter();
  const when = useWhen();
  if (!site) return null;
  const narrowed = filter.entityId ?? filter.from ?? filter.to;
  return (
    <Page title={t('pages.history', { ns: 'common' })} description={t('intro', { shop: site.name })}>
      <div className="space-y-6">
        <ConfigurationAt siteId={site.uuid} />
        <div role="group" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-800">{t('filters.kind')}</span>
            <select
              value={filter.kind ?? ''}
              onChange={(event) =>
                setKind(event.target.value ? (event.target.value as ConfigRevisionKind) : undefined)
              }
              className={inputClassName(false)}
            >
              <option value="">{t('filters.allKinds')}</option>
              {CONFIG_REVISION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          {narrowed && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {filter.entityId && t('filters.entity')}{' '}
              {(filter.from ?? filter.to) &&
                t('filters.period', {
                  from: filter.from ? when(filter.from).exact : '…',
                  to: filter.to ? when(filter.to).exact : '…',
                })}
              <Link
                to={paths.history.getHref({ kind: filter.kind })}
                className="font-medium text-indigo-700 hover:underline"
              >
                {t('filters.clear')}
              </Link>
            </p>
          )}
        </div>
        <Timeline key={JSON.stringify(filter)} siteId={site.uuid} filter={filter} />
      </div>
    </Page>
  );
}
