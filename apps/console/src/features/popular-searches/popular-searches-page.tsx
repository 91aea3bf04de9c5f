import {
  suggestionRulesSchema,
  type PopularSearch,
  type PopularSearchPage,
  type SuggestionRules,
} from '@playboard/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useNodeLevel } from '../../lib/access.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { LanguageScoped, type LanguageScope } from '../../ui/tuning-list-page.tsx';
import { useListQuery } from '../../ui/use-list-query.ts';
import { useBuildPopularSearches } from './api/build-popular-searches.ts';
import { usePopularSearches } from './api/get-popular-searches.ts';
import { useSuggestionRules } from './api/get-suggestion-rules.ts';
import { useSaveSuggestionRules } from './api/save-suggestion-rules.ts';
import { BuildStatus, When } from './build-status.tsx';
import { PopularSearchesTable, type PopularSearchSortKey } from './popular-searches-table.tsx';
import { useSaveMessage } from './save-message.ts';
import { SuggestionRulesPanel } from './suggestion-rules-panel.tsx';

const STATES = ['all', 'learned', 'banned'] as const;
type StateFilter = (typeof STATES)[number];

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6';

/** Before the first build: how popular searches are learned, when the schedule builds them, and Build now. */
function FirstBuild({
  nextBuildAt,
  rules,
  action,
}: {
  nextBuildAt: string | null;
  rules: SuggestionRules | undefined;
  action: ReactNode;
}) {
  const { t } = useTranslation('popular-searches');
  return (
    <EmptyState
      title={t('empty.title')}
      actions={action}
      example={
        <ol className="max-w-lg list-decimal space-y-1 pl-5 text-left text-sm text-slate-700">
          <li>{t('empty.found')}</li>
          <li>{t('empty.engaged')}</li>
          <li>{rules ? t('empty.sessionsOf', { ...rules }) : t('empty.sessions')}</li>
          <li>{t('empty.misspellings')}</li>
          <li>{t('empty.banned')}</li>
        </ol>
      }
    >
      <p>{t('empty.body')}</p>
      {nextBuildAt && (
        <p className="mt-2">
          {t('empty.nextBuild')} <When iso={nextBuildAt} tense="future" />
        </p>
      )}
    </EmptyState>
  );
}

/** The table's search box, state filter, rows and paging, or why no search qualifies. */
function PopularSearchesList({
  page,
  busy,
  list,
  state,
  onStateChange,
  actions,
}: {
  page: PopularSearchPage;
  busy: boolean;
  list: ReturnType<typeof useListQuery<PopularSearchSortKey>>;
  state: StateFilter;
  onStateChange: (state: StateFilter) => void;
  actions: Parameters<typeof PopularSearchesTable>[0]['actions'];
}) {
  const { t, i18n } = useTranslation('popular-searches');
  const id = useId();
  const filtered = Boolean(list.query.q) || state !== 'all';
  const { build } = page;
  let body: ReactNode;
  if (page.items.length > 0) {
    body = (
      <>
        <PopularSearchesTable
          items={page.items}
          sort={list.sort}
          onSortChange={list.setSort}
          busy={busy}
          actions={actions}
        />
        <Pagination
          offset={list.offset}
          pageSize={list.pageSize}
          total={page.total}
          onOffsetChange={list.setOffset}
          labels={{
            navigation: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            showing: t('pagination.showing', {
              from: list.offset + 1,
              to: list.offset + page.items.length,
              total: page.total,
            }),
          }}
        />
      </>
    );
  } else if (filtered) {
    body = <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>;
  } else {
    body = (
      <div className="py-8 text-center">
        <h3 className="text-sm font-semibold text-slate-900">{t('none.title')}</h3>
        {build && (
          <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">
            {t('none.body', {
              ...build.rules,
              searches: build.searchesRead.toLocaleString(i18n.language),
              count: build.searchesRead,
            })}
          </p>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="mb-4 text-base font-semibold text-slate-900">
        {t('table.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          onSearch={list.setSearch}
          className="min-w-48 flex-1"
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('filter.label')}
          <select
            value={state}
            onChange={(event) => onStateChange(event.target.value as StateFilter)}
            className={`${inputClassName(false)} w-auto`}
          >
            {STATES.map((option) => (
              <option key={option} value={option}>
                {t(`filter.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body}
    </section>
  );
}

function PopularSearches({ site, engines, engineId, language }: LanguageScope) {
  const { t, i18n } = useTranslation('popular-searches');
  const id = useId();
  const alerts = useAlerts();
  const saveMessage = useSaveMessage();
  const { selectEngine } = useSelection();
  // READ on play.nextQueries (spec 2 §6): the builds and the list show, nothing is rebuilt.
  const canWrite = useCanWrite();
  // The rules are play.blacklist's: without it they neither show nor ban; READ shows them only.
  const rulesLevel = useNodeLevel('play.blacklist');
  const rules = useSuggestionRules(site.uuid, rulesLevel !== 'NONE');
  const list = useListQuery<PopularSearchSortKey>({ key: 'searches', direction: 'desc' });
  const [state, setState] = useState<StateFilter>('all');
  const result = usePopularSearches(site.uuid, {
    language,
    ...list.query,
    state: state === 'all' ? undefined : state,
  });
  const build = useBuildPopularSearches(site.uuid);
  const ruleSave = useSaveSuggestionRules(site.uuid);
  const [acting, setActing] = useState<string | null>(null);
  const page = result.data;
  const { offset, pageSize, setOffset } = list;
  // A ban that empties the last page of a filtered list shows the page before it.
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, offset, pageSize, setOffset]);

  const number = (value: number) => value.toLocaleString(i18n.language);
  // One build at a time, even for a second click before the button shows it busy.
  const building = useRef(false);
  const rebuild = () => {
    if (building.current) return;
    building.current = true;
    build.mutate(language, {
      onSettled: () => {
        building.current = false;
      },
      onSuccess: (done) =>
        alerts.push({
          type: 'success',
          message: t('build.done', {
            kept: number(done.kept),
            searches: number(done.searchesRead),
            count: done.kept,
          }),
        }),
    });
  };
  const rebuildButton = (label: string) =>
    canWrite && (
      <Button loading={build.isPending} loadingLabel={t('build.building')} onClick={rebuild}>
        {label}
      </Button>
    );

  const changeBannedWords = (search: PopularSearch, bannedWords: string[], done: string) => {
    const saved = rules.data;
    if (!saved || ruleSave.isPending) return;
    const next = suggestionRulesSchema.safeParse({ ...saved, bannedWords });
    if (!next.success) {
      const key = next.error.issues[0]?.message ?? 'errors.unknown';
      alerts.push({ type: 'error', message: t(key, { ns: 'domain', defaultValue: key }) });
      return;
    }
    setActing(search.query);
    ruleSave.mutate(next.data, {
      onSuccess: () => alerts.push({ type: 'success', message: done }),
      onError: (error) => alerts.push({ type: 'error', message: `${t('ban.failed')} ${saveMessage(error)}` }),
      onSettled: () => setActing(null),
    });
  };
  const actions =
    rulesLevel === 'WRITE' && rules.data
      ? {
          pending: acting,
          onBan: (search: PopularSearch) =>
            changeBannedWords(
              search,
              [...(rules.data?.bannedWords ?? []), search.query],
              t('ban.done', { query: search.query }),
            ),
          // The word the server names is one of the saved words (another may still ban the search).
          onUnban: (search: PopularSearch) =>
            changeBannedWords(
              search,
              (rules.data?.bannedWords ?? []).filter((banned) => banned !== search.bannedBy),
              t('ban.undone', { word: search.bannedBy }),
            ),
        }
      : undefined;

  let status: ReactNode;
  if (!page) {
    status = result.isError ? (
      <LoadFailed
        title={t('loadFailed')}
        error={result.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void result.refetch()}
      />
    ) : (
      <TableSkeleton label={t('loading')} columns={2} rows={3} />
    );
  } else if (!page.build) {
    status = (
      <FirstBuild
        nextBuildAt={page.nextBuildAt}
        rules={rules.data}
        action={rebuildButton(t('build.first'))}
      />
    );
  } else {
    status = <BuildStatus build={page.build} nextBuildAt={page.nextBuildAt} />;
  }

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={rulesLevel !== 'NONE' && <HistoryLink kind="suggestionRules" />}
    >
      {!canWrite && <ReadOnlyNotice />}
      <div className="space-y-6">
        <section aria-labelledby={`${id}-status`} className={card}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-status`} className="text-base font-semibold text-slate-900">
              {t('status.title')}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <LanguageSwitch
                engines={engines}
                value={engineId}
                onChange={(next) => {
                  selectEngine(next);
                  setOffset(0);
                }}
                label={t('language')}
              />
              {page?.build && rebuildButton(t('build.again'))}
            </div>
          </div>
          {build.isError && (
            <Callout
              tone="error"
              title={t('build.failed')}
              className="mb-4"
              actions={
                <Button variant="secondary" onClick={rebuild}>
                  {t('tryAgain')}
                </Button>
              }
            >
              {saveMessage(build.error)}
            </Callout>
          )}
          {page && result.isError && (
            <LoadFailed
              title={t('loadFailed')}
              error={result.error}
              retryLabel={t('tryAgain')}
              onRetry={() => void result.refetch()}
            />
          )}
          {status}
        </section>
        {rulesLevel !== 'NONE' && (
          <SuggestionRulesPanel siteId={site.uuid} canWrite={rulesLevel === 'WRITE'} onRebuild={rebuild} />
        )}
        {page?.build && (
          <PopularSearchesList
            page={page}
            busy={result.isPlaceholderData}
            list={list}
            state={state}
            onStateChange={(next) => {
              setState(next);
              setOffset(0);
            }}
            actions={actions}
          />
        )}
      </div>
    </Page>
  );
}

/**
 * /popular-searches (issue 34, `play.nextQueries`): the popular searches the storefront shows before
 * a shopper types, learned per language from the site's own searches. The last build (when, how
 * long, what it read, kept and left out by reason, with examples) and Rebuild now; the list with
 * search, sort, state filter and paging, a search banned or unbanned from its row; the rules
 * (`play.blacklist`): banned words, and the thresholds the next build applies.
 */
export function Component() {
  return (
    <LanguageScoped namespace="popular-searches">{(scope) => <PopularSearches {...scope} />}</LanguageScoped>
  );
}
