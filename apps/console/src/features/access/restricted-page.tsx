import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';

/** /restricted: the page asked for needs a permission the user lacks (spec 1 §4 guard 4). */
export function Component() {
  const { t } = useTranslation('access');
  return (
    <Page narrow title={t('restricted.title')}>
      <div className="space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
        <p className="text-sm text-slate-600">{t('restricted.message')}</p>
        <Link to={paths.home.getHref()} className={buttonClassName('primary')}>
          {t('restricted.home')}
        </Link>
      </div>
    </Page>
  );
}
