import { normalizeTerm, type Language, type RelatedTags } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { deleteRelatedTags } from './api/delete-related-tags.ts';
import { getRelatedTagsQueryOptions, useRelatedTags } from './api/get-related-tags.ts';
import { createRelatedTags, updateRelatedTags, useInvalidateRelatedTags } from './api/save-related-tags.ts';
import { organicChange, type QueryRelatedTags } from './organic-change.ts';
import { RelatedTagsEditor, type EditorTarget } from './related-tags-editor.tsx';
import { RelatedTagsList } from './related-tags-list.tsx';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6';

/** Before any query has related tags: what they are, where they come from, and how to add some. */
function NoRelatedTags({ action }: { action: ReactNode }) {
  const { t } = useTranslation('related-tags');
  return (
    <EmptyState
      title={t('empty.title')}
      actions={action}
      example={
        <ol className="max-w-lg list-decimal space-y-1 pl-5 text-left text-sm text-slate-700">
          <li>{t('empty.curated')}</li>
          <li>{t('empty.organic')}</li>
        </ol>
      }
    >
      <p>{t('empty.body')}</p>
    </EmptyState>
  );
}

/** The hide or show of one organic tag: the request its query's entry needs. */
function useOrganicSave(siteId: string, language: Language) {
  const invalidate = useInvalidateRelatedTags(siteId);
  return useMutation({
    mutationFn: async ({ item, tag, hide }: { item: QueryRelatedTags; tag: string; hide: boolean }) => {
      const change = organicChange(item, tag, hide, language);
      if (change.kind === 'create') await createRelatedTags(siteId, change.input);
      else if (change.kind === 'update') await updateRelatedTags(siteId, change.id, change.input);
      else await deleteRelatedTags(siteId, change.id);
    },
    onSuccess: invalidate,
  });
}

function RelatedTagsScreen({ site, engines, engineId, language }: LanguageScope) {
  const { t } = useTranslation('related-tags');
  const id = useId();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { selectEngine } = useSelection();
  // READ on play.relatedTags (spec 2 §6): everything shows, nothing is hidden, shown or saved.
  const canWrite = useCanWrite();
  const list = useListQuery<'query'>({ key: 'query', direction: 'asc' });
  const { q: search, limit, offset } = list.query;
  const result = useRelatedTags(site.uuid, { language, search, limit, offset });
  const organic = useOrganicSave(site.uuid, language);
  const [failed, setFailed] = useState<{ item: QueryRelatedTags; tag: string; hide: boolean } | null>(null);
  const acting = useRef(false);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const page = result.data;
  const { pageSize, setOffset } = list;
  // A change that empties the last page of a search shows the page before it.
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, offset, pageSize, setOffset]);

  const changeOrganic = (item: QueryRelatedTags, tag: string, hide: boolean) => {
    // One save at a time, even for a second click before the button shows it busy.
    if (acting.current) return;
    acting.current = true;
    setFailed(null);
    organic.mutate(
      { item, tag, hide },
      {
        onSuccess: () =>
          alerts.push({
            type: 'success',
            message: t(hide ? 'organic.hidden' : 'organic.shown', { tag, query: item.query }),
          }),
        onError: () => setFailed({ item, tag, hide }),
        onSettled: () => {
          acting.current = false;
        },
      },
    );
  };
  const pending = organic.isPending && organic.variables ? organic.variables : null;

  const edit = (target: EditorTarget) => {
    setEditing(target);
    setEditorOpen(true);
  };
  // After a 409: the entry the query already has, found in the list by its query.
  const openExisting = async (query: string) => {
    const found = await queryClient.fetchQuery(
      getRelatedTagsQueryOptions(site.uuid, { language, search: query.trim(), limit: 100, offset: 0 }),
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
  } else if (page.items.length === 0 && !search) {
    body = <NoRelatedTags action={addButton} />;
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
        {failed && !organic.isPending && (
          <div className="mb-4">
            <Callout
              tone="error"
              title={t(failed.hide ? 'organic.hideFailed' : 'organic.showFailed', {
                tag: failed.tag,
                query: failed.item.query,
              })}
              actions={
                <Button
                  variant="secondary"
                  onClick={() => changeOrganic(failed.item, failed.tag, failed.hide)}
                >
                  {t('tryAgain')}
                </Button>
              }
            >
              {errorMessage(organic.error)}
            </Callout>
          </div>
        )}
        {page.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>
        ) : (
          <>
            <RelatedTagsList
              items={page.items}
              busy={result.isPlaceholderData}
              actions={
                canWrite
                  ? {
                      pending: pending && { query: pending.item.query, tag: pending.tag },
                      onChange: changeOrganic,
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
          <HistoryLink kind="relatedTags" />
          {page && (page.items.length > 0 || search) && addButton}
        </>
      }
    >
      {!canWrite && <ReadOnlyNotice />}
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t('organicBy')}</p>
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
        <RelatedTagsEditor
          site={site}
          language={language}
          target={editing}
          open={editorOpen}
          onClose={() => setEditorOpen(false)}
          onSaved={(entry: RelatedTags) => setEditing({ query: entry.query, entry, saved: true })}
          onOpenExisting={(query) => void openExisting(query)}
        />
      )}
    </Page>
  );
}

/**
 * /related-tags (issue 34, `play.relatedTags`): the tags the storefront offers to narrow a search.
 * Per language, each query the merchant curated and each popular search, with the merchant's tags
 * (in their order) and the organic ones the catalogue suggests now (shown or hidden), an organic
 * one hidden or shown again from its row; the editor curates a query's tags, shows the hidden ones
 * again and deletes the entry, beside the storefront's own answer.
 */
export function Component() {
  return (
    <LanguageScoped namespace="related-tags">{(scope) => <RelatedTagsScreen {...scope} />}</LanguageScoped>
  );
}
