import { rangeLength } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useAnalyticsFormat } from '../format.ts';
import type { AnalyticsRange } from '../use-analytics-range.ts';

const presets = ['last7Days', 'last30Days'] as const;

/**
 * Last 7 days (the default), last 30 days, and reset (spec 1 §2, §9), with the days they cover, in
 * the site's time zone, and why a range starts later than its preset says.
 */
export function DateRangeSelector({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label={t('range.label')} className="inline-flex rounded-md shadow-sm">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={range.preset === preset}
            onClick={() => range.select(preset)}
            className={clsx(
              'px-3 py-2 text-sm font-medium ring-1 ring-slate-300 ring-inset first:rounded-l-md last:-ml-px last:rounded-r-md',
              'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-indigo-600',
              range.preset === preset
                ? 'bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {t(`range.${preset}`)}
          </button>
        ))}
      </div>
      <div className="text-sm text-slate-600" aria-live="polite">
        <p>
          {range.preset === 'custom' && <span className="font-medium">{t('range.custom')}: </span>}
          {t('range.dates', {
            from: format.longDay(range.range.from),
            to: format.longDay(range.range.to),
          })}{' '}
          <span className="text-slate-500">
            ({t('range.length', { count: rangeLength(range.range) })} ·{' '}
            {t('range.timeZone', { timeZone: range.timeZone })})
          </span>
        </p>
        {range.startsAtCreation && (
          <p className="text-slate-500">
            {t('range.startsAtCreation', { date: format.longDay(range.range.from) })}
          </p>
        )}
      </div>
      <Button variant="ghost" onClick={range.reset} disabled={range.isDefault}>
        {t('range.reset')}
      </Button>
    </div>
  );
}
