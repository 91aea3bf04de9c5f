import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePasswordReset } from './api/get-password-reset.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { RequestLinkForm } from './request-link-form.tsx';

const cardClassName = 'space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5';

function SignInLink({ children }: { children: ReactNode }) {
  return (
    <Link to={paths.login.getHref()} className="text-sm font-medium text-indigo-700 hover:text-indigo-600">
      {children}
    </Link>
  );
}

function WithToken({ token }: { token: string }) {
  const { t } = useTranslation(['password-reset', 'domain']);
  const errorMessage = useErrorMessage();
  const link = usePasswordReset(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Page narrow title={t('done.title')}>
        <div className={cardClassName}>
          <p role="status" className="text-sm text-slate-700">
            {t('done.message')}
          </p>
          <Link to={paths.login.getHref()} className={buttonClassName('primary')}>
            {t('signIn')}
          </Link>
        </div>
      </Page>
    );
  }

  if (link.isPending) {
    return (
      <Page narrow title={t('title')}>
        <div className={cardClassName}>
          <p className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner size="small" />
            {t('checking')}
          </p>
        </div>
      </Page>
    );
  }

  if (link.isError) {
    return (
      <Page narrow title={t('title')}>
        <div className={cardClassName}>
          <p role="alert" className="text-sm text-rose-700">
            {errorMessage(link.error)}
          </p>
          <Button variant="secondary" onClick={() => void link.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Page>
    );
  }

  if (link.data === 'expired' || link.data === 'used') {
    const state = link.data;
    return (
      <Page narrow title={t(`${state}.title`)}>
        <div className={cardClassName}>
          <p className="text-sm font-medium text-slate-800">
            {t(state === 'expired' ? 'domain:errors.sec-3' : 'domain:errors.sec-4')}
          </p>
          <RequestLinkForm submitLabel={t(state === 'expired' ? 'expired.send' : 'used.request')} />
          <SignInLink>{t('backToSignIn')}</SignInLink>
        </div>
      </Page>
    );
  }

  return (
    <Page narrow title={t('title')}>
      <div className={cardClassName}>
        <NewPasswordForm token={token} onDone={() => setDone(true)} />
      </div>
    </Page>
  );
}

/** /reset-password: without a token asks for the e-mail; with `?token=` sets the new password. */
export function Component() {
  const { t } = useTranslation('password-reset');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  if (token) return <WithToken key={token} token={token} />;

  return (
    <Page narrow title={t('title')}>
      <div className={cardClassName}>
        <RequestLinkForm />
        <SignInLink>{t('backToSignIn')}</SignInLink>
      </div>
    </Page>
  );
}
