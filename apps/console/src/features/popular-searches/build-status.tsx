import {
  POPULAR_SEARCH_DROP_REASONS,
  type PopularSearchBuild,
  type PopularSearchDropReason,
} from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../lib/session.ts';
import { useRelativeTime, type Tense } from '../../ui/use-relative-time.ts';

/** "3 hours ago" beside the exact date and time in the site's time zone (its title, and its `dateTime`). */
export function When({ iso, tense }: { iso: string; tense: Tense }) {
  const { i18n } = useTranslation();
  const timeZone = useSelection().site?.timeZone ?? 'UTC';
  const relative = useRelativeTime(iso, tense);
  const exact = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return (
    <time dateTime={iso} title={`${exact} (${timeZone})`}>
      {relative} <span className="text-slate-500">({exact})</span>
    </time>
  );
}

/** 850 ms, 1.2 s, 2 min: how long a build took, in the interface language. */
function useDuration(): (ms: number) => string {
  const { i18n } = useTranslation();
  return (ms) => {
    const [value, unit, digits] =
      ms < 1000
        ? [ms, 'millisecond', 0]
        : ms < 60_000
          ? [ms / 1000, 'second', 1]
          : [ms / 60_000, 'minute', 1];
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  };
}

/** The examples a build kept of what it left out for one reason: "shrt → shirt" for a misspelling. */
function Examples({ build, reason }: { build: PopularSearchBuild; reason: PopularSearchDropReason }) {
  const { t, i18n } = useTranslation('popular-searches');
  const examples = build.examples.filter((example) => example.reason === reason);
  if (examples.length === 0) return <p className="text-xs text-slate-500">{t('dropped.noExamples')}</p>;
  return (
    <ul aria-label={t('dropped.examples', { reason: t(`reasons.${reason}`) })} className="space-y-1">
      {examples.map((example) => (
        <li key={example.query} className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-900">
            {example.correction
              ? t('dropped.corrected', { query: example.query, correction: example.correction })
              : example.query}
          </span>
          <span className="text-xs text-slate-500 tabular-nums">
            {t('counts.searches', {
              count: example.searches,
              formatted: example.searches.toLocaleString(i18n.language),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a build left out, by reason, as bars with their counts: each bar a button that opens the
 * examples of its reason.
 */
function Dropped({ build }: { build: PopularSearchBuild }) {
  const { t, i18n } = useTranslation('popular-searches');
  const id = useId();
  const [open, setOpen] = useState<PopularSearchDropReason | null>(null);
  const reasons = POPULAR_SEARCH_DROP_REASONS.map((reason) => ({
    reason,
    count: build.dropped[reason] ?? 0,
  })).filter(({ count }) => count > 0);
  if (reasons.length === 0) return <p className="text-sm text-slate-600">{t('dropped.none')}</p>;
  const most = Math.max(...reasons.map(({ count }) => count));
  return (
    <ul aria-label={t('dropped.title')} className="space-y-2">
      {reasons.map(({ reason, count }) => {
        const expanded = open === reason;
        return (
          <li key={reason}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-${reason}`}
              onClick={() => setOpen(expanded ? null : reason)}
              className="group grid w-full grid-cols-[10rem_minmax(0,1fr)_4rem] items-center gap-3 rounded-md px-2 py-1 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="text-slate-800">{t(`reasons.${reason}`)}</span>
              <span aria-hidden="true" className="h-2.5 rounded-full bg-slate-100">
                <span
                  className="block h-2.5 rounded-full bg-amber-400"
                  style={{ width: `${Math.max(4, (count / most) * 100)}%` }}
                />
              </span>
              <span className="text-right font-medium text-slate-900 tabular-nums">
                {count.toLocaleString(i18n.language)}
              </span>
            </button>
            <div
              id={`${id}-${reason}`}
              hidden={!expanded}
              className="mt-1 mb-2 ml-2 border-l-2 border-slate-200 pl-3"
            >
              <p className="mb-1 text-xs text-slate-500">{t(`reasonHints.${reason}`, { ...build.rules })}</p>
              {expanded && <Examples build={build} reason={reason} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The last build of the language's popular searches: when, how long, what started it, the searches
 * it read and kept, what it left out by reason, and when the schedule builds next.
 */
export function BuildStatus({
  build,
  nextBuildAt,
}: {
  build: PopularSearchBuild;
  nextBuildAt: string | null;
}) {
  const { t, i18n } = useTranslation('popular-searches');
  const duration = useDuration();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const facts = [
    ['builtAt', <When key="builtAt" iso={build.builtAt} tense="past" />],
    ['duration', duration(build.durationMs)],
    ['trigger', t(`triggers.${build.trigger}`)],
    ['searchesRead', number(build.searchesRead)],
    ['kept', number(build.kept)],
    ['nextQueries', number(build.nextQueries)],
    [
      'nextBuild',
      nextBuildAt ? <When key="nextBuild" iso={nextBuildAt} tense="future" /> : t('status.notScheduled'),
    ],
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {facts.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{t(`status.${key}`)}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('dropped.title')}</h3>
        <Dropped build={build} />
      </div>
    </div>
  );
}
