import type { BannerState, BannerWithState } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import { useLanguageName } from '../../ui/language-switch.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { RowActions, TuningDataTable, UpdatedTime, type TuningTableProps } from '../../ui/tuning-table.tsx';

export type BannerSortKey = 'terms' | 'updated';
type ColumnKey = BannerSortKey | 'image' | 'state' | 'language' | 'actions';

interface BannersTableProps extends TuningTableProps<BannerWithState, BannerSortKey> {
  banners: readonly BannerWithState[];
}

const stateTone: Record<BannerState, string> = {
  live: 'bg-emerald-100 text-emerald-800',
  scheduled: 'bg-sky-100 text-sky-800',
  ended: 'bg-slate-100 text-slate-700',
  inactive: 'bg-amber-100 text-amber-800',
};

/** "1 Dec 2026" for a calendar day, read as that day wherever the browser is. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** The server's state now (scheduled, live, ended, inactive), with the days and zone of a limited schedule. */
function State({ banner }: { banner: BannerWithState }) {
  const { t } = useTranslation('banners');
  const day = useDayFormat();
  const { schedule } = banner;
  return (
    <div className="space-y-1">
      <span
        className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', stateTone[banner.state])}
      >
        {t(`state.${banner.state}`)}
      </span>
      {/* The days leave a phone's table, which keeps the badge; the editor shows them. */}
      <p className="hidden text-xs text-slate-600 sm:block">
        {schedule.type === 'ALWAYS'
          ? t('schedule.always')
          : t('schedule.range', {
              start: day(schedule.startDate),
              end: day(schedule.endDate),
              zone: schedule.timeZone,
            })}
      </p>
    </div>
  );
}

/** The banners of one language: the image, its terms, its state now, when each changed. */
export function BannersTable({ banners, sort, onSortChange, busy, ...rowActions }: BannersTableProps) {
  const { t } = useTranslation('banners');
  const languageName = useLanguageName();
  const actions = (banner: BannerWithState) => (
    <RowActions namespace="banners" item={banner} terms={banner.matchingQueries.join(', ')} {...rowActions} />
  );
  const columns: DataTableColumn<BannerWithState, ColumnKey>[] = [
    {
      key: 'image',
      header: t('columns.image'),
      className: 'hidden sm:table-cell',
      cell: (banner) => (
        <img
          src={banner.assetUrl}
          alt={banner.title ?? t('image.thumbnailAlt', { terms: banner.matchingQueries.join(', ') })}
          loading="lazy"
          className="h-10 w-32 rounded bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      ),
    },
    {
      key: 'terms',
      header: t('columns.terms'),
      sortable: true,
      cell: (banner) => <TermChips terms={banner.matchingQueries} />,
    },
    { key: 'state', header: t('columns.state'), cell: (banner) => <State banner={banner} /> },
    {
      key: 'language',
      header: t('columns.language'),
      className: 'hidden md:table-cell',
      cell: (banner) => languageName(banner.language),
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (banner) => <UpdatedTime iso={banner.updatedTime} />,
    },
    { key: 'actions', header: t('columns.actions'), numeric: true, cell: actions },
  ];
  return (
    <TuningDataTable
      namespace="banners"
      columns={columns}
      rows={banners}
      rowKey={(banner) => banner.id ?? `${banner.assetUrl}|${banner.matchingQueries.join('|')}`}
      sort={sort}
      onSortChange={onSortChange}
      busy={busy}
    />
  );
}
