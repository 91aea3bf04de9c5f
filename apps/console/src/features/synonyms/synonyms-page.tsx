import { isLanguage, type Engine, type Language, type Site, type SynonymGroup } from '@playboard/domain';
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
import { useDeleteSynonym, useDeletingSynonymIds } from './api/delete-synonym.ts';
import { useExportSynonyms } from './api/export-synonyms.ts';
import { useSynonyms } from './api/get-synonyms.ts';
import { useUpdatingSynonymIds } from './api/update-synonym.ts';
import { SynonymEditor } from './synonym-editor.tsx';
import { SynonymImportDialog } from './synonym-import-dialog.tsx';
import { SynonymTerms } from './synonym-terms.tsx';
import { SynonymsTable, type SynonymSortKey } from './synonyms-table.tsx';

type Editing = { group: SynonymGroup | null } | null;

interface SynonymsProps {
  site: Site;
  /** The site's engines whose language merchandising stores. */
  engines: Engine[];
  engineId: string;
  language: Language;
}

function Synonyms({ site, engines, engineId, language }: SynonymsProps) {
  const { t } = useTranslation('synonyms');
  const { selectEngine } = useSelection();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const list = useListQuery<SynonymSortKey>({ key: 'updated', direction: 'desc' });
  const synonyms = useSynonyms(site.uuid, { language, ...list.query });
  const remove = useDeleteSynonym(site.uuid);
  const exporter = useExportSynonyms(site.uuid);
  const deleting = useDeletingSynonymIds(site.uuid);
  const updating = useUpdatingSynonymIds(site.uuid);
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingGroup, setDeletingGroup] = useState<SynonymGroup | null>(null);
  const [importing, setImporting] = useState(false);

  const page = synonyms.data;
  const { offset, pageSize, setOffset } = list;
  // A delete that empties the last page shows the page before it.
  useEffect(() => {
    if (page && page.synonyms.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, offset, pageSize, setOffset]);

  const confirmDelete = (group: SynonymGroup) => {
    if (!group.id) return;
    remove.mutate(group.id, {
      onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });
  };
  const exportFile = () =>
    exporter.mutate(language, {
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });

  const addButton = <Button onClick={() => setEditing({ group: null })}>{t('actions.add')}</Button>;
  const importButton = (
    <Button variant="secondary" onClick={() => setImporting(true)}>
      {t('actions.import')}
    </Button>
  );
  const searching = Boolean(list.query.q);
  const empty = page && page.total === 0 && !searching;

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind="synonym" />
          <Button
            variant="secondary"
            loading={exporter.isPending}
            loadingLabel={t('actions.exporting')}
            onClick={exportFile}
          >
            {t('actions.export')}
          </Button>
          {importButton}
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
          synonyms.isError ? (
            <LoadFailed
              title={t('loadFailed')}
              error={synonyms.error}
              retryLabel={t('tryAgain')}
              onRetry={() => void synonyms.refetch()}
            />
          ) : (
            <TableSkeleton label={t('loading')} columns={3} />
          )
        ) : empty ? (
          <EmptyState
            title={t('empty.title')}
            example={
              <div className="space-y-2 text-left">
                <TermChips terms={t('empty.exampleTerms').split(', ')} />
                <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
              </div>
            }
            actions={
              <>
                {addButton}
                {importButton}
              </>
            }
          >
            {t('empty.body')}
          </EmptyState>
        ) : page.total === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('search.none', { q: list.query.q })}</p>
        ) : (
          <>
            {synonyms.isError && (
              <LoadFailed
                title={t('loadFailed')}
                error={synonyms.error}
                retryLabel={t('tryAgain')}
                onRetry={() => void synonyms.refetch()}
              />
            )}
            <SynonymsTable
              groups={page.synonyms}
              sort={list.sort}
              onSortChange={list.setSort}
              busy={synonyms.isPlaceholderData}
              updating={updating}
              deleting={deleting}
              onEdit={(group) => setEditing({ group })}
              onDelete={setDeletingGroup}
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
                  to: offset + page.synonyms.length,
                  total: page.total,
                }),
              }}
            />
          </>
        )}
      </div>
      <SynonymEditor
        site={site}
        language={language}
        group={editing?.group ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deletingGroup !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingGroup(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (deletingGroup) confirmDelete(deletingGroup);
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deletingGroup && <SynonymTerms group={deletingGroup} />}
      </ConfirmDialog>
      <SynonymImportDialog
        siteId={site.uuid}
        language={language}
        open={importing}
        onOpenChange={setImporting}
      />
    </Page>
  );
}

/** Synonyms (spec 1 §2, §3, §5): the site's synonym groups per language, to search, edit, import and export. */
export function Component() {
  const { t } = useTranslation('synonyms');
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
    <Synonyms
      key={site.uuid}
      site={site}
      engines={engines}
      engineId={current.uuid}
      language={current.language}
    />
  );
}
