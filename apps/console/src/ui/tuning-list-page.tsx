import {
  isLanguage,
  type ConfigRevisionKind,
  type Engine,
  type Language,
  type Site,
} from '@playboard/domain';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../lib/access.ts';
import { useErrorMessage } from '../lib/errors.ts';
import { useSelection } from '../lib/session.ts';
import { useAlerts } from './alerts/use-alerts.ts';
import { Button } from './button.tsx';
import { Callout } from './callout.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { SortState } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { HistoryLink } from './history-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Page } from './page.tsx';
import { Pagination } from './pagination.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { SearchInput } from './search-input.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import { useListQuery } from './use-list-query.ts';

/** The site and the language a per-language tuning screen edits. */
export interface LanguageScope {
  site: Site;
  /** The site's engines whose language merchandising stores. */
  engines: Engine[];
  engineId: string;
  language: Language;
}

/**
 * A per-language tuning screen's entry: the selected engine's language, or the site's first one
 * merchandising stores; a site with none says so. The screen starts afresh for another site.
 * `namespace` holds the screen's `title`, `description` and `unsupportedLanguage` messages.
 */
export function LanguageScoped({
  namespace,
  children,
}: {
  namespace: string;
  children: (scope: LanguageScope) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const { site, engine } = useSelection();
  if (!site) return null;
  const engines = site.engines.filter((candidate) => isLanguage(candidate.language));
  const current = engines.find((candidate) => candidate.uuid === engine?.uuid) ?? engines[0];
  if (!current || !isLanguage(current.language)) {
    return (
      <Page title={t('title')} description={t('description')}>
        <Callout>{t('unsupportedLanguage')}</Callout>
      </Page>
    );
  }
  return (
    <Fragment key={site.uuid}>
      {children({ site, engines, engineId: current.uuid, language: current.language })}
    </Fragment>
  );
}

/** What a list endpoint's query gives the screen (a TanStack query result). */
interface ListResult<Result> {
  data: Result | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

interface Row {
  id?: string;
}

interface TuningListPageProps<Item extends Row, Key extends string, Result extends { total: number }> {
  /** The screen's message namespace (title, search, empty, pagination, delete… as the three screens share). */
  namespace: string;
  scope: LanguageScope;
  historyKind: ConfigRevisionKind;
  initialSort: SortState<Key>;
  /** The list endpoint's query for the language and the list's search, sort and page. */
  useItems: (
    siteId: string,
    query: { language: Language } & ReturnType<typeof useListQuery<Key>>['query'],
  ) => ListResult<Result>;
  /** The items of one page of the result. */
  items: (result: Result) => Item[];
  /** Deletes an item by id; the screen says when it is done or why it failed. */
  remove: {
    mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  skeletonColumns: number;
  /** The empty state's one example. */
  emptyExample: ReactNode;
  /** Header actions shown between History and Add. */
  actions?: ReactNode;
  /** Empty-state actions shown after Add. */
  emptyActions?: ReactNode;
  /** Settings of the whole list, shown above it (the synonyms' built-in switch). */
  lead?: ReactNode;
  table: (props: {
    items: Item[];
    sort: SortState<Key>;
    onSortChange: (sort: SortState<Key>) => void;
    busy: boolean;
    onEdit: (item: Item) => void;
    onDelete: (item: Item) => void;
  }) => ReactNode;
  editor: (props: { item: Item | null; open: boolean; onClose: () => void }) => ReactNode;
  /** What the delete confirmation shows of the item. */
  deleteSummary: (item: Item) => ReactNode;
  /** Dialogs of the screen's own. */
  children?: ReactNode;
}

/**
 * A per-language tuning list (synonyms, redirections, banners): search, language switch, the
 * loading, failed, empty and no-match states, the sortable table with its pages, the editor panel
 * for a new or an existing item and the delete confirmation.
 */
export function TuningListPage<Item extends Row, Key extends string, Result extends { total: number }>({
  namespace,
  scope: { site, engines, engineId, language },
  historyKind,
  initialSort,
  useItems,
  items,
  remove,
  skeletonColumns,
  emptyExample,
  actions,
  emptyActions,
  lead,
  table,
  editor,
  deleteSummary,
  children,
}: TuningListPageProps<Item, Key, Result>) {
  const { t } = useTranslation(namespace);
  const { selectEngine } = useSelection();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const list = useListQuery<Key>(initialSort);
  const canWrite = useCanWrite();
  const result = useItems(site.uuid, { language, ...list.query });
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deletingItem, setDeletingItem] = useState<Item | null>(null);

  const page = result.data;
  const pageItems = page ? items(page) : [];
  const { offset, pageSize, setOffset } = list;
  // A delete that empties the last page shows the page before it.
  useEffect(() => {
    if (page && items(page).length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, items, offset, pageSize, setOffset]);

  const confirmDelete = (item: Item) => {
    if (!item.id) return;
    remove.mutate(item.id, {
      onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });
  };

  const addButton = canWrite && (
    <Button onClick={() => setEditing({ item: null })}>{t('actions.add')}</Button>
  );
  const searching = Boolean(list.query.q);
  const empty = page && page.total === 0 && !searching;
  const loadFailed = (
    <LoadFailed
      title={t('loadFailed')}
      error={result.error}
      retryLabel={t('tryAgain')}
      onRetry={() => void result.refetch()}
    />
  );

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind={historyKind} />
          {actions}
          {addButton}
        </>
      }
    >
      {!canWrite && <ReadOnlyNotice />}
      {lead}
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <SearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            onSearch={list.setSearch}
            className="min-w-48 flex-1"
          />
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
        {!page ? (
          result.isError ? (
            loadFailed
          ) : (
            <TableSkeleton label={t('loading')} columns={skeletonColumns} />
          )
        ) : empty ? (
          <EmptyState
            title={t('empty.title')}
            example={emptyExample}
            actions={
              <>
                {addButton}
                {emptyActions}
              </>
            }
          >
            {t('empty.body')}
          </EmptyState>
        ) : page.total === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('search.none', { q: list.query.q })}</p>
        ) : (
          <>
            {result.isError && loadFailed}
            {table({
              items: pageItems,
              sort: list.sort,
              onSortChange: list.setSort,
              busy: result.isPlaceholderData,
              onEdit: (item) => setEditing({ item }),
              onDelete: setDeletingItem,
            })}
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
                  to: offset + pageItems.length,
                  total: page.total,
                }),
              }}
            />
          </>
        )}
      </div>
      {editor({ item: editing?.item ?? null, open: editing !== null, onClose: () => setEditing(null) })}
      <ConfirmDialog
        open={deletingItem !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingItem(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (deletingItem) confirmDelete(deletingItem);
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deletingItem && deleteSummary(deletingItem)}
      </ConfirmDialog>
      {children}
    </Page>
  );
}
