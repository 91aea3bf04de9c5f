import { normalizeTerm, type Language, type NextQueries } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
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
import { useRelativeTime } from '../../ui/use-relative-time.ts';
import { deleteNextQueries } from './api/delete-next-queries.ts';
import { useLastBuild } from './api/get-last-build.ts';
import { getNextQueriesQueryOptions, useNextQueries } from './api/get-next-queries.ts';
import { createNextQueries, updateNextQueries, useInvalidateNextQueries } from './api/save-next-queries.ts';
import { learnedChange, type QueryNextQueries } from './learned-change.ts';
import { NextQueriesEditor, type EditorTarget } from './next-queries-editor.tsx';
import { NextQueriesList } from './next-queries-list.tsx';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6';

/** "Next queries are learned by the builds of Popular searches", and when the last one ran. */
function LearnedBy({ siteId, language }: { siteId: string; language: Language }) {
  const { t, i18n } = useTranslation('next-queries');
  const build = useLastBuild(siteId, language).data;
  const timeZone = useSelection().site?.timeZone ?? 'UTC';
  const relative = useRelativeTime(build?.builtAt ?? null, 'past');
  let when: ReactNode = null;
  if (build === null) when = ` ${t('learnedBy.never')}`;
  else if (build && relative) {
    const exact = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(build.builtAt));
    when = (
      <>
        {` ${t('learnedBy.last', { count: build.nextQueries })} `}
        <time dateTime={build.builtAt} title={`${exact} (${timeZone})`}>
          {relative}
        </time>
        .
      </>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      {t('learnedBy.before')}{' '}
      <Link
        to={paths.popularSearches.getHref()}
        className="font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        {t('learnedBy.link')}
      </Link>
      {t('learnedBy.after')}
      {when}
    </p>
  );
}

/** Before any query has next queries: what they are, where they come from, and how to add some. */
function NoNextQueries({ action }: { action: ReactNode }) {
  const { t } = useTranslation('next-queries');
  return (
    <EmptyState
      title={t('empty.title')}
      actions={action}
      example={
        <ol className="max-w-lg list-decimal space-y-1 pl-5 text-left text-sm text-slate-700">
          <li>{t('empty.curated')}</li>
          <li>{t('empty.learned')}</li>
          <li>{t('empty.popular')}</li>
        </ol>
      }
    >
      <p>{t('empty.body')}</p>
    </EmptyState>
  );
}

/** The hide or show of one learned next query: the request its query's entry needs. */
function useLearnedSave(siteId: string, language: Language) {
  const invalidate = useInvalidateNextQueries(siteId);
  return useMutation({
    mutationFn: async ({ item, next, hide }: { item: QueryNextQueries; next: string; hide: boolean }) => {
      const change = learnedChange(item, next, hide, language);
      if (change.kind === 'create') await createNextQueries(siteId, change.input);
      else if (change.kind === 'update') await updateNextQueries(siteId, change.id, change.input);
      else await deleteNextQueries(siteId, change.id);
    },
    onSuccess: invalidate,
  });
}

function NextQueriesScreen({ site, engines, engineId, language }: LanguageScope) {
  const { t } = useTranslation('next-queries');
  const id = useId();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { selectEngine } = useSelection();
  // READ on play.nextQueries (spec 2 §6): everything shows, nothing is hidden, shown or saved.
  const canWrite = useCanWrite();
  const list = useListQuery<'query'>({ key: 'query', direction: 'asc' });
  const { q, limit, offset } = list.query;
  const result = useNextQueries(site.uuid, { language, q, limit, offset });
  const learned = useLearnedSave(site.uuid, language);
  const [failed, setFailed] = useState<{ item: QueryNextQueries; next: string; hide: boolean } | null>(null);
  const acting = useRef(false);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const page = result.data;
  const { pageSize, setOffset } = list;
  // A change that empties the last page of a search shows the page before it.
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, offset, pageSize, setOffset]);

  const changeLearned = (item: QueryNextQueries, next: string, hide: boolean) => {
    // One save at a time, even for a second click before the button shows it busy.
    if (acting.current) return;
    acting.current = true;
    setFailed(null);
    learned.mutate(
      { item, next, hide },
      {
        onSuccess: () =>
          alerts.push({
            type: 'success',
            message: t(hide ? 'learned.hidden' : 'learned.shown', { next, query: item.query }),
          }),
        onError: () => setFailed({ item, next, hide }),
        onSettled: () => {
          acting.current = false;
        },
      },
    );
  };
  const pending = learned.isPending && learned.variables ? learned.variables : null;

  const edit = (target: EditorTarget) => {
    setEditing(target);
    setEditorOpen(true);
  };
  // After a 409: the entry the query already has, found in the list by its query.
  const openExisting = async (query: string) => {
    const found = await queryClient.fetchQuery(
      getNextQueriesQueryOptions(site.uuid, { language, q: query.trim(), limit: 100, offset: 0 }),
    );
    const item = found.items.find(
      (each) => each.curated && normalizeTerm(each.query) === normalizeTerm(query),
    );
    if (item) edit({ query: item.query, entry: item.curated });
  };
  const addButton = canWrite && (
    <Button onClick={() => edit({ query: null, entry: null })}>{t('add')}</Button>
  );

  let body: ReactNode;
  if (!page) {
    body = result.isError ? (
      <LoadFailed
        title={t('loadFailed')}
        error={result.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void result.refetch()}
      />
    ) : (
      <TableSkeleton label={t('loading')} columns={2} rows={3} />
    );
  } else if (page.items.length === 0 && !q) {
    body = <NoNextQueries action={addButton} />;
  } else {
    body = (
      <section aria-labelledby={`${id}-list`} className={card}>
        <h2 id={`${id}-list`} className="sr-only">
          {t('list.title')}
        </h2>
        <SearchInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          onSearch={list.setSearch}
          className="mb-4"
        />
        {result.isError && (
          <div className="mb-4">
            <LoadFailed
              title={t('loadFailed')}
              error={result.error}
              retryLabel={t('tryAgain')}
              onRetry={() => void result.refetch()}
            />
          </div>
        )}
        {failed && !learned.isPending && (
          <div className="mb-4">
            <Callout
              tone="error"
              title={t(failed.hide ? 'learned.hideFailed' : 'learned.showFailed', {
                next: failed.next,
                query: failed.item.query,
              })}
              actions={
                <Button
                  variant="secondary"
                  onClick={() => changeLearned(failed.item, failed.next, failed.hide)}
                >
                  {t('tryAgain')}
                </Button>
              }
            >
              {errorMessage(learned.error)}
            </Callout>
          </div>
        )}
        {page.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>
        ) : (
          <>
            <NextQueriesList
              items={page.items}
              busy={result.isPlaceholderData}
              actions={
                canWrite
                  ? {
                      pending: pending && { query: pending.item.query, next: pending.next },
                      onChange: changeLearned,
                    }
                  : undefined
              }
              editLabel={canWrite ? 'list.edit' : 'list.view'}
              onEdit={(item) => edit({ query: item.query, entry: item.curated })}
            />
            <Pagination
              offset={offset}
              pageSize={pageSize}
              total={page.total}
              onOffsetChange={setOffset}
              labels={{
                navigation: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                showing: t('pagination.showing', {
                  from: offset + 1,
                  to: offset + page.items.length,
                  total: page.total,
                }),
              }}
            />
          </>
        )}
      </section>
    );
  }

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind="nextQueries" />
          {page && (page.items.length > 0 || q) && addButton}
        </>
      }
    >
      {!canWrite && <ReadOnlyNotice />}
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LearnedBy siteId={site.uuid} language={language} />
          <LanguageSwitch
            engines={engines}
            value={engineId}
            onChange={(next) => {
              selectEngine(next);
              setOffset(0);
            }}
            label={t('language')}
          />
        </div>
        {body}
      </div>
      {editing && (
        <NextQueriesEditor
          site={site}
          language={language}
          target={editing}
          open={editorOpen}
          onClose={() => setEditorOpen(false)}
          onSaved={(entry: NextQueries) => setEditing({ query: entry.query, entry, saved: true })}
          onOpenExisting={(query) => void openExisting(query)}
        />
      )}
    </Page>
  );
}

/**
 * /next-queries (issue 34, `play.nextQueries`): what the storefront suggests after a search. Per
 * language, each query with the merchant's next queries (in their order) and those learned from
 * the site's searches by the popular searches' builds (sessions, lift, shown, hidden or banned),
 * a learned one hidden or shown again from its row; the editor curates a query's next queries,
 * shows the hidden ones again and deletes the entry, beside the storefront's own answer.
 */
export function Component() {
  return (
    <LanguageScoped namespace="next-queries">{(scope) => <NextQueriesScreen {...scope} />}</LanguageScoped>
  );
}
