import { isLanguage, type Engine, type Language, type Redirection, type Site } from '@playboard/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { useListQuery } from '../../ui/use-list-query.ts';
import { useDeleteRedirection, useDeletingRedirectionIds } from './api/delete-redirection.ts';
import { useRedirections } from './api/get-redirections.ts';
import { useUpdatingRedirectionIds } from './api/update-redirection.ts';
import { RedirectionEditor } from './redirection-editor.tsx';
import { RedirectionsTable, type RedirectionSortKey } from './redirections-table.tsx';

type Editing = { redirection: Redirection | null } | null;

interface RedirectionsProps {
  site: Site;
  /** The site's engines whose language merchandising stores. */
  engines: Engine[];
  engineId: string;
  language: Language;
}

function Redirections({ site, engines, engineId, language }: RedirectionsProps) {
  const { t } = useTranslation('redirections');
  const { selectEngine } = useSelection();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const list = useListQuery<RedirectionSortKey>({ key: 'updated', direction: 'desc' });
  const redirections = useRedirections(site.uuid, { language, ...list.query });
  const remove = useDeleteRedirection(site.uuid);
  const deleting = useDeletingRedirectionIds(site.uuid);
  const updating = useUpdatingRedirectionIds(site.uuid);
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingRedirection, setDeletingRedirection] = useState<Redirection | null>(null);

  const page = redirections.data;
  const { offset, pageSize, setOffset } = list;
  // A delete that empties the last page shows the page before it.
  useEffect(() => {
    if (page && page.redirections.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, offset, pageSize, setOffset]);

  const confirmDelete = (redirection: Redirection) => {
    if (!redirection.id) return;
    remove.mutate(redirection.id, {
      onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });
  };

  const addButton = <Button onClick={() => setEditing({ redirection: null })}>{t('actions.add')}</Button>;
  const searching = Boolean(list.query.q);
  const empty = page && page.total === 0 && !searching;

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind="redirection" />
          {addButton}
        </>
      }
    >
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
          redirections.isError ? (
            <LoadFailed
              title={t('loadFailed')}
              error={redirections.error}
              retryLabel={t('tryAgain')}
              onRetry={() => void redirections.refetch()}
            />
          ) : (
            <TableSkeleton label={t('loading')} columns={4} />
          )
        ) : empty ? (
          <EmptyState
            title={t('empty.title')}
            example={
              <div className="space-y-2 text-left">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <TermChips terms={[t('empty.exampleTerm')]} />
                  <span aria-label={t('empty.arrow')} role="img" className="text-slate-500">
                    →
                  </span>
                  <span className="font-medium break-all text-indigo-700">{t('empty.exampleUrl')}</span>
                </div>
                <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
              </div>
            }
            actions={addButton}
          >
            {t('empty.body')}
          </EmptyState>
        ) : page.total === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('search.none', { q: list.query.q })}</p>
        ) : (
          <>
            {redirections.isError && (
              <LoadFailed
                title={t('loadFailed')}
                error={redirections.error}
                retryLabel={t('tryAgain')}
                onRetry={() => void redirections.refetch()}
              />
            )}
            <RedirectionsTable
              redirections={page.redirections}
              sort={list.sort}
              onSortChange={list.setSort}
              busy={redirections.isPlaceholderData}
              updating={updating}
              deleting={deleting}
              onEdit={(redirection) => setEditing({ redirection })}
              onDelete={setDeletingRedirection}
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
                  to: offset + page.redirections.length,
                  total: page.total,
                }),
              }}
            />
          </>
        )}
      </div>
      <RedirectionEditor
        site={site}
        language={language}
        redirection={editing?.redirection ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deletingRedirection !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingRedirection(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (deletingRedirection) confirmDelete(deletingRedirection);
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deletingRedirection && (
          <div className="space-y-2">
            <TermChips terms={deletingRedirection.matchingQueries} />
            <p className="text-xs break-all text-slate-600">{deletingRedirection.targetUrl}</p>
          </div>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** Redirections (spec 1 §2, §3, §5): searches that take the shopper straight to a page, per language. */
export function Component() {
  const { t } = useTranslation('redirections');
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
    <Redirections
      key={site.uuid}
      site={site}
      engines={engines}
      engineId={current.uuid}
      language={current.language}
    />
  );
}
