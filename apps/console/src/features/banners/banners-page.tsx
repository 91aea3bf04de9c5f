import type { BannerPage } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { LanguageScoped, TuningListPage, type LanguageScope } from '../../ui/tuning-list-page.tsx';
import { useDeleteBanner, useDeletingBannerIds } from './api/delete-banner.ts';
import { useBanners } from './api/get-banners.ts';
import { useUpdatingBannerIds } from './api/update-banner.ts';
import { BannerEditor } from './banner-editor.tsx';
import { BannersTable, type BannerSortKey } from './banners-table.tsx';

const bannersOf = (page: BannerPage) => page.banners;
const newestFirst: SortState<BannerSortKey> = { key: 'updated', direction: 'desc' };

function Banners(scope: LanguageScope) {
  const { t } = useTranslation('banners');
  const { site, language } = scope;
  const remove = useDeleteBanner(site.uuid);
  const deleting = useDeletingBannerIds(site.uuid);
  const updating = useUpdatingBannerIds(site.uuid);

  return (
    <TuningListPage
      namespace="banners"
      scope={scope}
      historyKind="banner"
      initialSort={newestFirst}
      useItems={useBanners}
      items={bannersOf}
      remove={remove}
      skeletonColumns={5}
      emptyExample={
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
      table={({ items, ...table }) => (
        <BannersTable banners={items} updating={updating} deleting={deleting} {...table} />
      )}
      editor={({ item, ...editor }) => (
        <BannerEditor site={site} language={language} banner={item} {...editor} />
      )}
      deleteSummary={(banner) => (
        <div className="space-y-2">
          <img
            src={banner.assetUrl}
            alt={banner.title ?? ''}
            className="max-h-24 w-full rounded bg-slate-100 object-contain ring-1 ring-slate-200"
          />
          <TermChips terms={banner.matchingQueries} />
        </div>
      )}
    />
  );
}

/** Banners (spec 1 §2, §3, §5): images shown above the results of chosen searches, on a schedule, per language. */
export function Component() {
  return <LanguageScoped namespace="banners">{(scope) => <Banners {...scope} />}</LanguageScoped>;
}
