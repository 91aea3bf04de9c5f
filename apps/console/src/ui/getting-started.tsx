import type { GettingStarted as GettingStartedData, GettingStartedStep, Site } from '@playboard/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import {
  dismissGettingStarted,
  isGettingStartedDismissed,
  useGettingStarted,
} from '../lib/getting-started.ts';
import { storefrontUrl } from '../lib/storefront.ts';
import { Button } from './button.tsx';
import { QueryFallback } from './query-fallback.tsx';

const card = 'space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';
const linkClass =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Where each step is taken: a console screen, or the storefront in a new tab. */
const consoleStep: Partial<Record<GettingStartedStep, string>> = {
  layer: paths.settingsLayerActivation.getHref(),
  tuning: paths.synonyms.getHref(),
  team: paths.team.getHref(),
};

function StepLink({ site, step }: { site: Site; step: GettingStartedStep }) {
  const { t } = useTranslation('getting-started');
  const href = consoleStep[step];
  if (href) {
    return (
      <Link to={href} className={linkClass}>
        {t(`steps.${step}.action`)}
      </Link>
    );
  }
  return (
    <a href={storefrontUrl(site)} target="_blank" rel="noreferrer" className={linkClass}>
      {t(`steps.${step}.action`)} <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}

/** "2,400 products in English and Spanish; shoppers can filter by categories, brand and price." */
function IndexedSummary({ data }: { data: GettingStartedData }) {
  const { t, i18n } = useTranslation('getting-started');
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(items);
  const languages = list(data.languages.map((language) => names.of(language) ?? language));
  return (
    <p className="text-sm text-slate-700">
      {t('indexed', {
        count: data.products,
        products: data.products.toLocaleString(i18n.language),
        languages,
      })}{' '}
      {data.facets.length > 0 ? t('facets', { facets: list(data.facets) }) : t('noFacets')}
    </p>
  );
}

interface GettingStartedProps {
  site: Site;
  /**
   * `ending`: the setup wizard's last step, with what was indexed and `actions` under the steps;
   * `home`: the analytics home's checklist, until every step is done or the merchant dismisses it.
   */
  placement: 'ending' | 'home';
  actions?: ReactNode;
}

/** The next steps after the setup (issue 18), each a link with its state, read from the server. */
export function GettingStarted({ site, placement, actions }: GettingStartedProps) {
  const { t } = useTranslation('getting-started');
  const headingId = useId();
  const query = useGettingStarted(site.uuid);
  const [dismissed, setDismissed] = useState(() => isGettingStartedDismissed(site.uuid));
  const home = placement === 'home';

  if (home && dismissed) return null;
  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;

  const { data } = query;
  const done = data.steps.filter((entry) => entry.done).length;
  if (home && done === data.steps.length) return null;
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {home ? t('title') : t('searchable')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('progress', { done, total: data.steps.length })}</p>
        </div>
        {home && (
          <Button
            variant="ghost"
            onClick={() => {
              dismissGettingStarted(site.uuid);
              setDismissed(true);
            }}
          >
            {t('dismiss')}
          </Button>
        )}
      </div>
      {!home && <IndexedSummary data={data} />}
      {!home && <h3 className="text-sm font-semibold text-slate-900">{t('title')}</h3>}
      <ol className="space-y-3">
        {data.steps.map(({ step, done: taken }) => (
          <li key={step} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                taken ? 'bg-emerald-600 text-white' : 'ring-2 ring-slate-300'
              }`}
            >
              {taken ? '✓' : ''}
            </span>
            <div className="min-w-0 flex-1">
              <StepLink site={site} step={step} />
              <span className={`ml-2 text-xs font-medium ${taken ? 'text-emerald-700' : 'text-slate-600'}`}>
                {taken ? t('done') : t('toDo')}
              </span>
              {!taken && <p className="mt-0.5 text-slate-600">{t(`steps.${step}.why`)}</p>}
            </div>
          </li>
        ))}
      </ol>
      {actions && <div className="flex flex-wrap gap-3 pt-2">{actions}</div>}
    </section>
  );
}
