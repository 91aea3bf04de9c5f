import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';

/** /signup/used-link: the confirmation link was already used, so the e-mail is confirmed. */
export function Component() {
  const { t } = useTranslation('signup');
  return (
    <Page narrow title={t('used.title')}>
      <div className="space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
        <p className="text-sm text-slate-600">{t('used.explanation')}</p>
        <Link to={paths.login.getHref()} className={buttonClassName('primary')}>
          {t('signIn')}
        </Link>
      </div>
    </Page>
  );
}
