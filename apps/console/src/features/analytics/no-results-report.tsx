import { addDays, isLanguage, localDay, type Language, type Site } from '@playboard/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useNoResultsFixes, type NoResultsFix } from './api/get-no-results-fixes.ts';
import { useRestoreFix, useRestoringFixIds } from './api/restore-fix.ts';
import type { AnalyticsContext } from './components/analytics-frame.tsx';
import { CorrectedQueriesReport } from './components/corrected-queries-report.tsx';
import { QueriesReport } from './components/queries-report.tsx';
import { FixPanel } from './fix-panel.tsx';
import { useAnalyticsFormat } from './format.ts';

/**
 * A fixed search: its results now, its searches in the days up to the fix and in the days since
 * (from the day after the fix's, in the site's time zone).
 */
function Fixed({ fix, timeZone }: { fix: NoResultsFix; timeZone: string }) {
  const { t } = useTranslation('no-results-fixes');
  const format = useAnalyticsFormat();
  const figures = fix.figures;
  return (
    <div className="space-y-0.5 text-xs text-slate-600">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">
          {t('status.fixed')}
        </span>
        {figures &&
          (fix.kind === 'redirection' ? (
            <span>{t('status.redirects')}</span>
          ) : (
            <span className="font-medium text-slate-800">
              {t('status.results', { count: figures.total })}
            </span>
          ))}
      </p>
      {figures && (
        <>
          <p>
            {t('status.before', {
              count: figures.before.searches,
              noResults: figures.before.searchesNoResults,
            })}
          </p>
          <p>
            {figures.after
              ? t('status.after', {
                  count: figures.after.searches,
                  noResults: figures.after.searchesNoResults,
                })
              : t('status.afterPending', {
                  day: format.shortDay(addDays(localDay(new Date(fix.decidedAt), timeZone), 1)),
                })}
          </p>
        </>
      )}
    </div>
  );
}

function Dismissed({ fix, site, language }: { fix: NoResultsFix; site: Site; language: Language }) {
  const { t } = useTranslation('no-results-fixes');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const restore = useRestoreFix(site.uuid, language);
  const restoring = useRestoringFixIds(site.uuid).has(fix.id);
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-600">
        {t('status.dismissed')}
      </span>
      <Button
        variant="ghost"
        className="px-2 py-1 text-xs"
        aria-label={t('status.restoreLabel', { query: fix.query })}
        loading={restoring}
        loadingLabel={t('status.restoring')}
        onClick={() =>
          restore.mutate(fix.id, {
            onSuccess: () =>
              alerts.push({ type: 'success', message: t('status.restored', { query: fix.query }) }),
            onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
          })
        }
      >
        {t('status.restore')}
      </Button>
    </p>
  );
}

/** The report's tabs: the searches that found nothing, and those found only through a correction. */
type View = 'nothing' | 'corrected';

const VIEW_PARAM = 'show';

/** The tab shown, kept in the address (`?show=corrected`) so it can be shared or reloaded. */
function useView(): [View, (view: View) => void] {
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'corrected' ? 'corrected' : 'nothing';
  const choose = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'corrected') updated.set(VIEW_PARAM, next);
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [view, choose];
}

interface ViewTabsProps {
  nothing: ReactNode;
  corrected: ReactNode;
}

function ViewTabs({ nothing, corrected }: ViewTabsProps) {
  const { t } = useTranslation('analytics');
  const [view, setView] = useView();
  return (
    <Tabs<View>
      label={t('noResults.tabs.label')}
      value={view}
      onValueChange={setView}
      tabs={[
        { value: 'nothing', label: t('noResults.tabs.nothing'), content: nothing },
        { value: 'corrected', label: t('noResults.tabs.corrected'), content: corrected },
      ]}
    />
  );
}

function EngineNoResultsReport({
  site,
  language,
  ...context
}: AnalyticsContext & { site: Site; language: Language }) {
  const { t } = useTranslation(['no-results-fixes', 'analytics']);
  const fixes = useNoResultsFixes(site.uuid, language);
  const [fixing, setFixing] = useState<string | null>(null);
  // The panel opens from a row's button, not from a dialog trigger: focus goes back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setFixing(null);
    setTimeout(() => opener.current?.focus());
  };
  const byQuery = new Map((fixes.data?.fixes ?? []).map((fix) => [fix.query, fix]));
  // The same fixes in both tabs: a synonym of the word meant, or a redirection, for the query typed.
  const column: DataTableColumn<{ query: string }, 'extra'> = {
    key: 'extra',
    header: t('column'),
    cell: (row) => {
      const fix = byQuery.get(row.query);
      if (fix?.status === 'accepted') return <Fixed fix={fix} timeZone={context.engine.timeZone} />;
      if (fix?.status === 'dismissed') return <Dismissed fix={fix} site={site} language={language} />;
      if (!fixes.isSuccess)
        return <span className="text-xs text-slate-400">{fixes.isPending ? t('loading') : '—'}</span>;
      return (
        <Button
          variant="secondary"
          className="px-3 py-1 text-xs"
          aria-label={t('fixLabel', { query: row.query })}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setFixing(row.query);
          }}
        >
          {t('fix')}
        </Button>
      );
    },
  };
  const fixesFailed = fixes.isError && (
    <Callout
      tone="error"
      actions={
        <Button variant="secondary" onClick={() => void fixes.refetch()}>
          {t('tryAgain')}
        </Button>
      }
    >
      {t('fixesFailed')}
    </Callout>
  );
  return (
    <>
      <ViewTabs
        nothing={
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t('intro')}</p>
            {fixesFailed}
            <QueriesReport
              {...context}
              results="without"
              extraColumn={column}
              emptyText={t('noResults.empty', { ns: 'analytics' })}
            />
          </div>
        }
        corrected={
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t('correctedIntro')}</p>
            {fixesFailed}
            <CorrectedQueriesReport {...context} extraColumn={column} />
          </div>
        }
      />
      <FixPanel site={site} language={language} query={fixing} onClose={close} />
    </>
  );
}

/**
 * The searches with no results in two tabs: those that found nothing, and those that found
 * products only because the engine corrected them (typed "shrt", shown "shirt"). Each search with
 * what was done about it: Fix (a proposal from the catalogue in a side panel), Fixed with its
 * results now and its searches before and after, or Dismissed with Restore.
 */
export function NoResultsReport(context: AnalyticsContext) {
  const { t } = useTranslation('analytics');
  const { site, engine } = useSelection();
  if (!site || !engine || !isLanguage(engine.language)) {
    return (
      <ViewTabs
        nothing={<QueriesReport {...context} results="without" emptyText={t('noResults.empty')} />}
        corrected={<CorrectedQueriesReport {...context} />}
      />
    );
  }
  return <EngineNoResultsReport {...context} site={site} language={engine.language} />;
}
