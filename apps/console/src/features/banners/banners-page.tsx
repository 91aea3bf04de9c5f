import { isLanguage, type Engine, type Language, type BannerWithState, type Site } from '@playboard/domain';
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
import { useDeleteBanner, useDeletingBannerIds } from './api/delete-banner.ts';
import { useBanners } from './api/get-banners.ts';
import { useUpdatingBannerIds } from './api/update-banner.ts';
import { BannerEditor } from './banner-editor.tsx';
import { BannersTable, type BannerSortKey } from './banners-table.tsx';

type Editing = { banner: BannerWithState | null } | null;

interface BannersProps {
  site: Site;
  /** The site's engines whose language merchandising stores. */
  engines: Engine[];
  engineId: string;
  language: Language;
}

function Banners({ site, engines, engineId, language }: BannersProps) {
  const { t } = useTranslation('banners');
  const { selectEngine } = useSelection();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const list = useListQuery<BannerSortKey>({ key: 'updated', direction: 'desc' });
  const banners = useBanners(site.uuid, { language, ...list.query });
  const remove = useDeleteBanner(site.uuid);
  const deleting = useDeletingBannerIds(site.uuid);
  const updating = useUpdatingBannerIds(site.uuid);
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingBanner, setDeletingBanner] = useState<BannerWithState | null>(null);

  const page = banners.data;
  const { offset, pageSize, setOffset } = list;
  // A delete that empties the last page shows the page before it.
  useEffect(() => {
    if (page && page.banners.length === 0 && offset > 0) setOffset(Math.max(0, offset - pageSize));
  }, [page, offset, pageSize, setOffset]);

  const confirmDelete = (banner: BannerWithState) => {
    if (!banner.id) return;
    remove.mutate(banner.id, {
      onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });
  };

  const addButton = <Button onClick={() => setEditing({ banner: null })}>{t('actions.add')}</Button>;
  const searching = Boolean(list.query.q);
  const empty = page && page.total === 0 && !searching;

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind="banner" />
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
          banners.isError ? (
            <LoadFailed
              title={t('loadFailed')}
              error={banners.error}
              retryLabel={t('tryAgain')}
              onRetry={() => void banners.refetch()}
            />
          ) : (
            <TableSkeleton label={t('loading')} columns={5} />
          )
        ) : empty ? (
          <EmptyState
            title={t('empty.title')}
            example={
              <div className="space-y-2 text-left">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <TermChips terms={t('empty.exampleTerms').split(', ')} />
                  <span aria-label={t('empty.arrow')} role="img" className="text-slate-500">
                    →
                  </span>
                  <span className="rounded bg-gradient-to-r from-indigo-100 to-sky-100 px-3 py-1 text-xs font-medium text-indigo-900">
                    {t('empty.exampleBanner')}
                  </span>
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
            {banners.isError && (
              <LoadFailed
                title={t('loadFailed')}
                error={banners.error}
                retryLabel={t('tryAgain')}
                onRetry={() => void banners.refetch()}
              />
            )}
            <BannersTable
              banners={page.banners}
              sort={list.sort}
              onSortChange={list.setSort}
              busy={banners.isPlaceholderData}
              updating={updating}
              deleting={deleting}
              onEdit={(banner) => setEditing({ banner })}
              onDelete={setDeletingBanner}
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
                  to: offset + page.banners.length,
                  total: page.total,
                }),
              }}
            />
          </>
        )}
      </div>
      <BannerEditor
        site={site}
        language={language}
        banner={editing?.banner ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deletingBanner !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingBanner(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (deletingBanner) confirmDelete(deletingBanner);
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deletingBanner && (
          <div className="space-y-2">
            <img
              src={deletingBanner.assetUrl}
              alt={deletingBanner.title ?? ''}
              className="max-h-24 w-full rounded bg-slate-100 object-contain ring-1 ring-slate-200"
            />
            <TermChips terms={deletingBanner.matchingQueries} />
          </div>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** Banners (spec 1 §2, §3, §5): images shown above the results of chosen searches, on a schedule, per language. */
export function Component() {
  const { t } = useTranslation('banners');
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
    <Banners
      key={site.uuid}
      site={site}
      engines={engines}
      engineId={current.uuid}
      language={current.language}
    />
  );
}
