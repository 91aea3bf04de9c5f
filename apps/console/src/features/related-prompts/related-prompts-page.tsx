import { isLanguage, type RelatedPromptDocument } from '@playboard/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '../../lib/access.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
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
import { useDeleteRelatedPrompt, useDeletingRelatedPromptIds } from './api/delete-related-prompt.ts';
import {
  getRelatedPrompt,
  useRelatedPrompt,
  useRelatedPrompts,
  type RelatedPromptsSortField,
} from './api/get-related-prompts.ts';
import { useSwitchRelatedPrompt, useUpdatingRelatedPromptIds } from './api/save-related-prompt.ts';
import type { PromptForm } from './related-prompt-draft.ts';
import { RelatedPromptEditor } from './related-prompt-editor.tsx';
import { RelatedPromptProposals } from './related-prompt-proposals.tsx';
import { RelatedPromptReviews } from './related-prompt-reviews.tsx';
import { useRelatedPromptErrorMessage } from './related-prompt-errors.ts';
import { RelatedPromptsTable } from './related-prompts-table.tsx';

/** The `edit` parameter's value for a new prompt. */
const NEW = 'new';

/** The list's own order: the one shoppers see the prompts of a search in. */
const DISPLAY_ORDER: SortState<RelatedPromptsSortField> = { key: 'position', direction: 'asc' };

/**
 * /related-prompts (spec 2 §3, §7): the prompts the search layer suggests after a search, each a
 * short text (and an image) for some searches that opens on the next queries it offers. Search,
 * sort, paging, an on/off switch per row, the editor (opened by `?edit=<id>` or `?edit=new`) with
 * the layer's prompts for its first search beside it, and the delete confirmation.
 */
export function Component() {
  const { t } = useTranslation('related-prompts');
  const alerts = useAlerts();
  const errorMessage = useRelatedPromptErrorMessage();
  const { site, engine } = useSelection();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState(DISPLAY_ORDER);
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<RelatedPromptDocument | null>(null);
  // The proposal the new prompt's editor starts from, when one is reviewed.
  const [proposal, setProposal] = useState<PromptForm | undefined>(undefined);
  const instance = site?.instance ?? '';
  const remove = useDeleteRelatedPrompt(instance);
  const switchActive = useSwitchRelatedPrompt(instance);
  const deletingIds = useDeletingRelatedPromptIds(instance);
  const updatingIds = useUpdatingRelatedPromptIds(instance);
  // READ-only (spec 2 §6): the prompts show and open in their editor, nothing is added, switched or deleted.
  const canWrite = useCanWrite();
  const result = useRelatedPrompts(instance, {
    page,
    size: LIST_PAGE_SIZE,
    sortField: sort.key,
    sortDirection: sort.direction,
    query: q || undefined,
  });
  const data = result.data;
  const editId = params.get('edit');
  const listed = data?.results.find((prompt) => prompt.id === editId);
  // A prompt opened by its link may be on another page of the list.
  const fetched = useRelatedPrompt(instance, editId && editId !== NEW && !listed ? editId : undefined);
  const editing = editId === NEW ? null : (listed ?? fetched.data);
  useEffect(() => {
    if (data && data.results.length === 0 && page > 0) setPage(page - 1);
  }, [data, page]);

  if (!site) return null;
  const engines = site.engines.filter((candidate) => isLanguage(candidate.language));
  const current = engines.find((candidate) => candidate.uuid === engine?.uuid) ?? engines[0];
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
  const onActiveChange = (prompt: RelatedPromptDocument, active: boolean) =>
    switchActive.mutate(
      { prompt, active },
      {
        onSuccess: () =>
          alerts.push({ type: 'success', message: t(active ? 'status.switchedOn' : 'status.switchedOff') }),
        onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
      },
    );

  // The "To review" panel's Turn off: the list's switch, on the prompt as saved.
  const turnOff = (promptId: string) =>
    getRelatedPrompt(instance, promptId).then(
      (prompt) => onActiveChange(prompt, false),
      (error: unknown) =>
        alerts.push({ type: 'error', message: `${t('reviews.turnOffFailed')} ${errorMessage(error)}` }),
    );

  const empty = data !== undefined && data.numFound === 0 && q === '';
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
  if (!data) body = result.isError ? loadFailed : <TableSkeleton label={t('loading')} columns={5} />;
  else if (empty) {
    body = (
      <EmptyState
        title={t('empty.title')}
        actions={addButton}
        example={
          <div className="space-y-2 text-left text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <TermChips terms={[t('empty.exampleQuery')]} />
              <span aria-hidden="true">→</span>
              <span className="font-medium text-slate-900">{t('empty.examplePrompt')}</span>
              <span aria-hidden="true">→</span>
              <TermChips terms={[t('empty.exampleNext1'), t('empty.exampleNext2')]} />
            </div>
            <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
          </div>
        }
      >
        {t('empty.body')}
      </EmptyState>
    );
  } else if (data.results.length === 0) {
    body = <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>;
  } else {
    body = (
      <>
        {result.isError && loadFailed}
        <RelatedPromptsTable
          prompts={data.results}
          sort={sort}
          onSortChange={restart(setSort)}
          busy={result.isPlaceholderData}
          updating={updatingIds}
          deleting={deletingIds}
          onEdit={(prompt) => open(prompt.id)}
          onDelete={setDeleting}
          onActiveChange={onActiveChange}
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
              to: page * LIST_PAGE_SIZE + data.results.length,
              total: data.numFound,
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
          <HistoryLink kind="relatedPrompt" />
          {!empty && addButton}
        </>
      }
    >
      {!canWrite && <ReadOnlyNotice />}
      {current && isLanguage(current.language) && (
        <RelatedPromptReviews
          instance={site.instance}
          siteId={site.uuid}
          language={current.language}
          canWrite={canWrite}
          updating={updatingIds}
          onTurnOff={(promptId) => void turnOff(promptId)}
          onEdit={open}
        />
      )}
      {current && isLanguage(current.language) && (
        <RelatedPromptProposals
          instance={site.instance}
          siteId={site.uuid}
          language={current.language}
          canWrite={canWrite}
          onReview={(reviewed) => {
            setProposal({
              queries: [reviewed.query],
              language: current.language,
              suggestionText: reviewed.suggestionText,
              imageUrl: '',
              active: true,
              nextQueries: reviewed.nextQueries,
            });
            open(NEW);
          }}
        />
      )}
      {current ? (
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
            {sort.key !== DISPLAY_ORDER.key && (
              <Button variant="ghost" onClick={() => restart(setSort)(DISPLAY_ORDER)}>
                {t('actions.displayOrder')}
              </Button>
            )}
          </div>
          {body}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noLanguage')}</p>
      )}
      {current && (
        <RelatedPromptEditor
          instance={site.instance}
          engines={engines}
          language={current.language}
          prompt={editing ?? null}
          initial={editId === NEW ? proposal : undefined}
          open={editId === NEW || editing !== undefined}
          onClose={() => {
            setProposal(undefined);
            open(null);
          }}
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
          remove.mutate(deleting.id, {
            onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
            onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
          });
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deleting && <p className="text-sm font-medium text-slate-900">{deleting.suggestionText}</p>}
      </ConfirmDialog>
    </Page>
  );
}
