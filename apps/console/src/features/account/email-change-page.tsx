import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isAuthenticated, login } from '../../lib/auth.ts';
import { refreshProfile } from '../../lib/session.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useConfirmEmailChange, useEmailChangeLink } from './api/email-change-link.ts';

type ClosedState = 'expired' | 'used' | 'taken' | 'unknown';

/** The link's own page for each answer that closes it; other failures stay errors with a retry. */
function closedStateOf(error: unknown): ClosedState | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'sec-3') return error.status === 410 ? 'expired' : 'unknown';
  if (error.code === 'sec-4') return 'used';
  if (error.code === 'acc-1') return 'taken';
  return undefined;
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">{children}</div>
  );
}

/** Where to go next: the account for a signed-in user, else sign-in (with the address filled in). */
function Continue({ email, primary }: { email?: string; primary?: boolean }) {
  const { t } = useTranslation('account');
  if (isAuthenticated()) {
    return (
      <Link to={paths.account.getHref()} className={buttonClassName(primary ? 'primary' : 'secondary')}>
        {t('emailChange.link.toAccount')}
      </Link>
    );
  }
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      onClick={() => void login(paths.account.path, email ? { loginHint: email } : {})}
    >
      {t('emailChange.link.signIn')}
    </Button>
  );
}

function Closed({ state }: { state: ClosedState }) {
  const { t } = useTranslation('account');
  return (
    <Page narrow title={t(`emailChange.link.${state}.title`)}>
      <Card>
        <p className="text-sm text-slate-600">{t(`emailChange.link.${state}.explanation`)}</p>
        <Continue />
      </Card>
    </Page>
  );
}

/**
 * /email-change/:token, the link e-mailed to a new address: shows the address and applies the
 * change once confirmed (a button, so a mail scanner opening the link changes nothing); an expired,
 * used or cancelled link, or an address taken since, has its own page.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const link = useEmailChangeLink(token);
  const confirm = useConfirmEmailChange(token);

  if (confirm.isSuccess) {
    return (
      <Page narrow title={t('emailChange.link.done.title')}>
        <Card>
          <p role="status" className="text-sm text-slate-700">
            {t('emailChange.link.done.message', { email: confirm.data.email })}
          </p>
          <Continue email={confirm.data.email} primary />
        </Card>
      </Page>
    );
  }

  const closed = closedStateOf(confirm.error) ?? closedStateOf(link.error);
  if (closed) return <Closed state={closed} />;

  if (link.isPending) {
    return (
      <Page narrow title={t('emailChange.link.title')}>
        <Card>
          <p className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner size="small" />
            {t('emailChange.link.checking')}
          </p>
        </Card>
      </Page>
    );
  }

  if (link.isError) {
    return (
      <Page narrow title={t('emailChange.link.title')}>
        <LoadFailed
          title={t('emailChange.link.loadFailed')}
          error={link.error}
          retryLabel={t('emailChange.link.retry')}
          onRetry={() => void link.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page narrow title={t('emailChange.link.title')}>
      <Card>
        <p className="text-sm text-slate-700">
          {t('emailChange.link.explanation', { email: link.data.email })}
        </p>
        {confirm.isError && (
          <LoadFailed
            title={t('emailChange.link.confirmFailed')}
            error={confirm.error}
            retryLabel={t('emailChange.link.retry')}
            onRetry={() => confirm.mutate(undefined, { onSuccess: onConfirmed })}
          />
        )}
        <Button
          onClick={() => confirm.mutate(undefined, { onSuccess: onConfirmed })}
          loading={confirm.isPending}
          loadingLabel={t('emailChange.link.confirming')}
        >
          {t('emailChange.link.confirm')}
        </Button>
      </Card>
    </Page>
  );
}

/** A signed-in session shows the new address at once; a failure to reload only leaves it stale. */
function onConfirmed() {
  if (isAuthenticated()) refreshProfile().catch(() => undefined);
}
