import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Page } from '../../ui/page.tsx';
import type { RouteHandle } from '../route-handle.ts';

/** A route whose screen belongs to a later release: the shell and the page title, said plainly. */
export function Component() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return (
    <Page title={t(handle?.titleKey ?? 'appName')}>
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8">
        <p className="text-sm font-medium text-slate-800">{t('notAvailable.title')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('notAvailable.body')}</p>
      </div>
    </Page>
  );
}
