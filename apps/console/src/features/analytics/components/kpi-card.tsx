import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { HelpPopover } from '../../../ui/help-popover.tsx';

interface KpiCardProps {
  label: string;
  help: string;
  /** The formatted figure, or null when it cannot be computed (a rate over zero searches). */
  value: string | null;
  /** Relative change against the previous period; null when there is nothing to compare with. */
  change: number | null;
  /** Whether a rise is good news (no-results rate: it is not). */
  higherIsBetter: boolean;
  formatChange: (value: number) => string;
}

/** One key figure with its definition and its change against the previous period (arrow and %). */
export function KpiCard({ label, help, value, change, higherIsBetter, formatChange }: KpiCardProps) {
  const { t } = useTranslation('analytics');
  const direction = change === null ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const good = direction === 'flat' || direction === null ? null : (direction === 'up') === higherIsBetter;
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {label}
        <HelpPopover label={t('kpi.helpLabel', { kpi: label })}>{help}</HelpPopover>
      </dt>
      <dd className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
        {value ?? t('kpi.notAvailable')}
      </dd>
      <dd
        className={clsx(
          'mt-1 text-xs font-medium',
          good === true && 'text-emerald-700',
          good === false && 'text-rose-700',
          good === null && 'text-slate-500',
        )}
      >
        {direction === null || change === null ? (
          t('change.noData')
        ) : (
          <>
            <span aria-hidden>{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : '– '}</span>
            {t(`change.${direction}`, { value: formatChange(Math.abs(change)) })}
          </>
        )}
      </dd>
    </div>
  );
}
