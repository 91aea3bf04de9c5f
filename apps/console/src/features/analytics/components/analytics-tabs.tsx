import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

const tabs = [
  { path: paths.analytics.path, titleKey: 'pages.analytics', end: true },
  { path: paths.analyticsSearchesWithResults.path, titleKey: 'pages.analyticsSearchesWithResults' },
  { path: paths.analyticsSearchesNoResults.path, titleKey: 'pages.analyticsSearchesNoResults' },
  { path: paths.analyticsProducts.path, titleKey: 'pages.analyticsProducts' },
  { path: paths.analyticsRelatedPrompts.path, titleKey: 'pages.analyticsRelatedPrompts' },
] as const;

/** The analytics screens, linked with the current date range (`search`) so it carries over. */
export function AnalyticsTabs({ search }: { search: string }) {
  const { t } = useTranslation(['analytics', 'common']);
  return (
    <nav aria-label={t('sections')} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-6">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={`${tab.path}${search}`}
              end={'end' in tab}
              className={({ isActive }) =>
                clsx(
                  'inline-block border-b-2 py-2 text-sm font-medium',
                  isActive
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {t(tab.titleKey, { ns: 'common' })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
