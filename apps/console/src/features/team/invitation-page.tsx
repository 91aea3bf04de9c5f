import { zodResolver } from '@hookform/resolvers/zod';
import {
  invitationSignupSchema,
  isLanguage,
  type InvitationLink,
  type InvitationSignup,
} from '@playboard/domain';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { getUser, isAuthenticated, login, logout, renewOrLogin } from '../../lib/auth.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { refreshProfile, selectOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { describedBy, FieldShell, inputClassName } from '../../ui/form/field-shell.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAcceptInvitation, useInvitationLink, useInvitationSignup } from './api/invitation.ts';

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">{children}</div>
  );
}

/** A link that cannot be used: expired, revoked, used or unknown, each with its own words. */
function ClosedLink({ state }: { state: 'expired' | 'revoked' | 'accepted' | 'unknown' }) {
  const { t } = useTranslation('team');
  return (
    <Page narrow title={t(`link.${state}.title`)}>
      <Card>
        <p className="text-sm text-slate-600">{t(`link.${state}.explanation`)}</p>
        <Button
          variant={state === 'accepted' ? 'primary' : 'secondary'}
          onClick={() => void login(paths.home.path)}
        >
          {t('link.signIn')}
        </Button>
      </Card>
    </Page>
  );
}

/** A new person: the sign-up form with the invited e-mail filled in; then sign in to the organisation. */
function SignupForm({ token, link }: { token: string; link: InvitationLink }) {
  const { t, i18n } = useTranslation(['team', 'signup']);
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const signup = useInvitationSignup(token);
  const emailId = useId();
  const [joined, setJoined] = useState(false);
  const { control, handleSubmit } = useForm<
    z.input<typeof invitationSignupSchema>,
    unknown,
    InvitationSignup
  >({
    resolver: zodResolver(invitationSignupSchema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', commercialCommunications: false },
  });

  const onSubmit = handleSubmit((values) =>
    signup.mutateAsync({ ...values, language: isLanguage(i18n.language) ? i18n.language : undefined }).then(
      () => setJoined(true),
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  if (joined) {
    return (
      <Page narrow title={t('link.joined.title', { organization: link.organizationName })}>
        <Card>
          <p role="status" className="text-sm text-slate-700">
            {t('link.joined.explanation', { organization: link.organizationName })}
          </p>
          <Button onClick={() => void login(paths.home.path, { loginHint: link.email })}>
            {t('link.signIn')}
          </Button>
        </Card>
      </Page>
    );
  }

  return (
    <Page
      narrow
      title={t('link.signup.title', { organization: link.organizationName })}
      description={t('link.signup.intro', {
        organization: link.organizationName,
        role: t(`roles.${link.role}`),
      })}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
      >
        <FieldShell id={emailId} label={t('signup:email')} hint={t('link.signup.emailHint')}>
          <input
            id={emailId}
            type="email"
            value={link.email}
            readOnly
            aria-describedby={describedBy(emailId, true, undefined)}
            className={inputClassName(false)}
          />
        </FieldShell>
        <TextField control={control} name="name" label={t('signup:name')} autoComplete="name" />
        <PasswordField
          control={control}
          name="password"
          label={t('signup:password')}
          rules="signup"
          autoComplete="new-password"
        />
        <CheckboxField control={control} name="legalAcceptance" label={t('signup:legalAcceptance')} />
        <CheckboxField
          control={control}
          name="commercialCommunications"
          label={t('signup:commercialCommunications')}
        />
        <Button
          type="submit"
          className="w-full"
          loading={signup.isPending}
          loadingLabel={t('link.signup.submitting')}
        >
          {t('link.signup.submit')}
        </Button>
      </form>
    </Page>
  );
}

/** Someone with an account: sign in as the invited e-mail, then join with one click. */
function JoinPanel({ token, link }: { token: string; link: InvitationLink }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const accept = useAcceptInvitation(token);
  const signedInAs = getUser()?.profile.email;
  const values = { organization: link.organizationName, role: t(`roles.${link.role}`), email: link.email };

  const onJoin = () =>
    accept.mutate(undefined, {
      onSuccess: async (joined) => {
        // A fresh token carries the new organisation's sites; then land in it.
        await renewOrLogin();
        await refreshProfile();
        await selectOrganization(joined.organizationId);
        void navigate(paths.home.path);
      },
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });

  if (!isAuthenticated()) {
    return (
      <Page narrow title={t('link.join.title', values)}>
        <Card>
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="link.join.signInFirst"
              values={values}
              components={{ strong: <strong /> }}
            />
          </p>
          <Button onClick={() => void login(paths.invitation.getHref(token), { loginHint: link.email })}>
            {t('link.join.signIn')}
          </Button>
        </Card>
      </Page>
    );
  }

  const otherAccount = signedInAs !== undefined && signedInAs.toLowerCase() !== link.email.toLowerCase();
  return (
    <Page narrow title={t('link.join.title', values)}>
      <Card>
        {otherAccount ? (
          <>
            <p className="text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey="link.join.otherAccount"
                values={{ ...values, signedInAs }}
                components={{ strong: <strong /> }}
              />
            </p>
            <Button variant="secondary" onClick={() => void logout()}>
              {t('link.join.signOut')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey="link.join.explanation"
                values={values}
                components={{ strong: <strong /> }}
              />
            </p>
            <Button onClick={onJoin} loading={accept.isPending} loadingLabel={t('link.join.joining')}>
              {t('link.join.submit', values)}
            </Button>
          </>
        )}
      </Card>
    </Page>
  );
}

/** /invitations/:token: the invitation e-mail's link, for a new person or someone with an account. */
export function Component() {
  const { t } = useTranslation('team');
  const { token = '' } = useParams();
  const link = useInvitationLink(token);

  if (link.isPending) {
    return (
      <Page narrow title={t('link.loadingTitle')}>
        <Spinner label={t('link.loading')} className="text-indigo-600" />
      </Page>
    );
  }
  if (link.error) {
    if (link.error instanceof ApiError && link.error.code === 'acc-11') return <ClosedLink state="unknown" />;
    return (
      <Page narrow title={t('link.loadingTitle')}>
        <LoadFailed
          title={t('link.loadFailed')}
          error={link.error}
          retryLabel={t('tryAgain')}
          onRetry={() => void link.refetch()}
        />
      </Page>
    );
  }
  const { data } = link;
  if (data.status !== 'pending') return <ClosedLink state={data.status} />;
  if (!data.hasAccount && !isAuthenticated()) return <SignupForm token={token} link={data} />;
  return <JoinPanel token={token} link={data} />;
}
