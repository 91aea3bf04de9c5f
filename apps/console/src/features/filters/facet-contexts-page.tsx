import { DEFAULT_FACET_CONFIG_ID, isLanguage, type FacetConfigDocument } from '@playboard/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { SortState } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { LIST_PAGE_SIZE } from '../../ui/use-list-query.ts';
import { useDeleteFacetConfig, useDeletingFacetConfigIds } from './api/delete-facet-config.ts';
import { useFacetConfig, useFacetConfigs } from './api/get-facet-configs.ts';
import { useSaveFacetConfig, useUpdatingFacetConfigIds } from './api/save-facet-config.ts';
import { FacetContextEditor } from './facet-context-editor.tsx';
import { FacetContextsTable, useContextName, type FacetContextsSortKey } from './facet-contexts-table.tsx';

/** The `edit` parameter's value for a new context. */
const NEW = 'new';

/**
 * /facets-by-context (spec 2 §3, §5, §7): the facet configurations with pivots of the site's
 * instance, each the filters shown for some searches or a category or brand page instead of the
 * usual ones (the Filters screen's). Search, sort, paging, an on/off switch per row, the editor
 * (opened by `?edit=<id>` or `?edit=new`) and the delete confirmation.
 */
export function Component() {
  const { t } = useTranslation('facets-by-context');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const contextName = useContextName();
  const { site, engine } = useSelection();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<SortState<FacetContextsSortKey>>({ key: 'updated', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<FacetConfigDocument | null>(null);
  const instance = site?.instance ?? '';
  const remove = useDeleteFacetConfig(instance);
  const save = useSaveFacetConfig(instance);
  const deletingIds = useDeletingFacetConfigIds(instance);
  const updatingIds = useUpdatingFacetConfigIds(instance);
  // READ-only (spec 2 §6): the contexts show and open in their editor, nothing is added, switched or deleted.
  const canWrite = useCanWrite();
  const result = useFacetConfigs(instance, {
    page,
    size: LIST_PAGE_SIZE,
    sortField: sort.key,
    sortDirection: sort.direction,
    query: q || undefined,
  });
  const data = result.data;
  const editId = params.get('edit');
  const listed = data?.results.find((config) => config.id === editId);
  // A context opened by its link (a conflict names it) may be on another page of the list.
  const fetched = useFacetConfig(instance, editId && editId !== NEW && !listed ? editId : undefined);
  const editing = editId === NEW ? null : (listed ?? fetched.data);
  useEffect(() => {
    if (data && data.results.length === 0 && page > 0) setPage(page - 1);
  }, [data, page]);

  if (!site) return null;
  const engines = site.engines.filter((candidate) => isLanguage(candidate.language));
  const current = engines.find((candidate) => candidate.uuid === engine?.uuid) ?? engines[0];
  const language = current && isLanguage(current.language) ? current.language : undefined;
  const open = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('edit');
        else next.set('edit', id);
        return next;
      },
      { replace: true },
    );
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const switchEnabled = (config: FacetConfigDocument, enabled: boolean) => {
    const { id, metadata: _metadata, ...body } = config;
    save.mutate(
      { id, config: { ...body, criteria: { ...body.criteria, enabled } } },
      {
        onSuccess: () =>
          alerts.push({ type: 'success', message: t(enabled ? 'status.switchedOn' : 'status.switchedOff') }),
        onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
      },
    );
  };

  const contexts = data?.results.filter((config) => config.id !== DEFAULT_FACET_CONFIG_ID) ?? [];
  // The default configuration is counted with the others when the list is not searched (and on the
  // page it is on): the merchant counts their contexts only.
  const total = data
    ? data.numFound -
      (q === '' || data.results.some((config) => config.id === DEFAULT_FACET_CONFIG_ID) ? 1 : 0)
    : 0;
  const empty = data !== undefined && total <= 0 && q === '';
  const addButton = canWrite && <Button onClick={() => open(NEW)}>{t('actions.add')}</Button>;
  const loadFailed = (
    <LoadFailed
      title={t('loadFailed')}
      error={result.error}
      retryLabel={t('tryAgain')}
      onRetry={() => void result.refetch()}
    />
  );
  let body: ReactNode;
  if (!data) body = result.isError ? loadFailed : <TableSkeleton label={t('loading')} columns={6} />;
  else if (empty) {
    body = (
      <EmptyState
        title={t('empty.title')}
        actions={addButton}
        example={
          <div className="space-y-2 text-left text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <TermChips terms={[t('empty.exampleQuery')]} />
              <span className="text-slate-700">{t('empty.exampleFacets')}</span>
            </div>
            <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
          </div>
        }
      >
        {t('empty.body')}
      </EmptyState>
    );
  } else if (contexts.length === 0) {
    body = <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>;
  } else {
    body = (
      <>
        {result.isError && loadFailed}
        <FacetContextsTable
          configs={contexts}
          sort={sort}
          onSortChange={restart(setSort)}
          busy={result.isPlaceholderData}
          updating={updatingIds}
          deleting={deletingIds}
          onEdit={(config) => open(config.id)}
          onDelete={setDeleting}
          onEnabledChange={switchEnabled}
        />
        <Pagination
          offset={page * LIST_PAGE_SIZE}
          pageSize={LIST_PAGE_SIZE}
          total={data.numFound}
          onOffsetChange={(offset) => setPage(Math.floor(offset / LIST_PAGE_SIZE))}
          labels={{
            navigation: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            showing: t('pagination.showing', {
              from: page * LIST_PAGE_SIZE + 1,
              to: page * LIST_PAGE_SIZE + contexts.length,
              total,
            }),
          }}
        />
      </>
    );
  }

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind="facetConfig" />
          <Link to={paths.filters.getHref()} className={buttonClassName('secondary')}>
            {t('actions.usual')}
          </Link>
          {!empty && addButton}
        </>
      }
    >
      {!canWrite && <ReadOnlyNotice />}
      {language ? (
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <SearchInput
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              onSearch={(text) => {
                if (text !== q) restart(setQ)(text);
              }}
              className="min-w-48 flex-1"
            />
          </div>
          {body}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noLanguage')}</p>
      )}
      {language && (
        <FacetContextEditor
          site={site}
          engines={engines}
          language={language}
          config={editing ?? null}
          open={editId === NEW || editing !== undefined}
          onClose={() => open(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
            onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
          });
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deleting && <p className="text-sm font-medium text-slate-900">{contextName(deleting)}</p>}
      </ConfirmDialog>
    </Page>
  );
}
