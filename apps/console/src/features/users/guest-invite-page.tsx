import {
  ALL_INSTANCES,
  CONFIGURATION_RESOURCES,
  GLOBAL_NODES,
  inviteSchema,
  type Policy,
} from '@playboard/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { Page } from '../../ui/page.tsx';
import { useInviteGuest } from './api/management.ts';
import { PermissionNodeLabel, usePermissionNodeText } from './permission-node.tsx';
import { RowsFieldset } from './rows-fieldset.tsx';
import { SitePicker } from './site-picker.tsx';

/** What a guest's policy may name: everything, a branch of the search tree, a node, a configuration. */
const RESOURCES = [
  '*',
  'insights',
  'play',
  'explain',
  ...Object.values(CONFIGURATION_RESOURCES),
  ...GLOBAL_NODES,
] as const;

interface PolicyRow {
  key: string;
  resource: string;
  /** Instance keys, or [`*`]. */
  instances: string[];
  accessLevel: 'READ' | 'WRITE';
}

const newRow = (): PolicyRow => ({
  key: crypto.randomUUID(),
  resource: 'insights',
  instances: [ALL_INSTANCES],
  accessLevel: 'READ',
});

function policiesOf(rows: PolicyRow[]): Policy[] {
  return rows.map((row) => ({
    resource: row.resource,
    instances: row.instances,
    accessLevel: row.accessLevel,
  }));
}

/**
 * Invites a guest (spec 2 §3, §7): their e-mail, a user name and the policies they get, each a
 * part of Playboard (named and explained, its key in small type), the sites it applies to (every
 * site, or sites picked from the platform's list) and READ or WRITE. The guest gets an e-mail
 * with a link to choose their password.
 */
export function Component() {
  const { t } = useTranslation('users');
  const errorMessage = useErrorMessage();
  const invite = useInviteGuest();
  const id = useId();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [rows, setRows] = useState<PolicyRow[]>(() => [newRow()]);
  const [checked, setChecked] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nodeText = usePermissionNodeText();

  const parsed = inviteSchema.safeParse({ email, username, policies: policiesOf(rows) });
  const issues = parsed.success ? [] : parsed.error.issues;
  const fieldError = (field: string) =>
    checked ? issues.find((issue) => issue.path[0] === field) : undefined;
  const emailError = fieldError('email');
  const usernameError = fieldError('username');
  const noSites = rows.some((row) => row.instances.length === 0);
  const emptyInstances = checked && noSites;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success || noSites) return;
    invite.mutate(parsed.data, {
      onSuccess: (guest) => {
        setSentTo(guest.email);
        setEmail('');
        setUsername('');
        setRows([newRow()]);
        setChecked(false);
      },
    });
  };

  const failure =
    invite.error instanceof ApiError
      ? ((invite.error.body as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message ??
        errorMessage(invite.error))
      : invite.error
        ? errorMessage(invite.error)
        : null;

  return (
    <Page narrow title={t('guest.title')} description={t('guest.description')}>
      {sentTo && (
        <Callout
          tone="success"
          className="mb-6"
          actions={
            <Link to={paths.users.getHref()} className="font-medium underline">
              {t('guest.backToUsers')}
            </Link>
          }
        >
          {t('guest.sent', { email: sentTo })}
        </Callout>
      )}
      <form
        aria-label={t('guest.form')}
        noValidate
        onSubmit={submit}
        className="space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
              {t('guest.email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              className={inputClassName(Boolean(emailError))}
            />
            {emailError && (
              <p id={`${id}-email-error`} className="mt-1 text-sm text-rose-700">
                {t('guest.emailInvalid')}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-username`} className="block text-sm font-medium text-slate-800">
              {t('guest.username')}
            </label>
            <input
              id={`${id}-username`}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={usernameError ? true : undefined}
              aria-describedby={usernameError ? `${id}-username-error` : undefined}
              className={inputClassName(Boolean(usernameError))}
            />
            {usernameError && (
              <p id={`${id}-username-error`} className="mt-1 text-sm text-rose-700">
                {t('guest.usernameRequired')}
              </p>
            )}
          </div>
        </div>

        <RowsFieldset
          legend={t('guest.policies')}
          hint={t('guest.policiesHint')}
          empty={t('guest.noPolicies')}
          rows={rows}
          onChange={setRows}
          newRow={newRow}
          addText={t('guest.add')}
          removeText={t('guest.remove')}
          removeLabel={(number) => t('guest.removeLabel', { number })}
          error={emptyInstances && t('guest.instancesRequired')}
        >
          {(row, number, update) => (
            <>
              <div className="min-w-44 flex-1">
                <label className="text-xs text-slate-600">
                  {t('guest.resource', { number })}
                  <select
                    value={row.resource}
                    onChange={(event) => update({ resource: event.target.value })}
                    aria-describedby={`${id}-resource-${row.key}`}
                    className={inputClassName(false)}
                  >
                    {RESOURCES.map((resource) => (
                      <option key={resource} value={resource}>
                        {nodeText(resource).name}
                      </option>
                    ))}
                  </select>
                </label>
                <div id={`${id}-resource-${row.key}`} className="mt-1">
                  <PermissionNodeLabel node={row.resource} />
                </div>
              </div>
              <SitePicker
                label={t('guest.instances', { number })}
                value={row.instances}
                onChange={(instances) => update({ instances })}
                invalid={checked && row.instances.length === 0}
              />
              <label className="text-xs text-slate-600">
                {t('guest.level', { number })}
                <select
                  value={row.accessLevel}
                  onChange={(event) =>
                    update({ accessLevel: event.target.value as PolicyRow['accessLevel'] })
                  }
                  className={inputClassName(false)}
                >
                  <option value="READ">{t('levels.READ')}</option>
                  <option value="WRITE">{t('levels.WRITE')}</option>
                </select>
              </label>
            </>
          )}
        </RowsFieldset>

        {failure && !invite.isPending && <Callout tone="error">{failure}</Callout>}
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <Link to={paths.users.getHref()} className="self-center text-sm text-slate-700 underline">
            {t('guest.cancel')}
          </Link>
          <Button type="submit" loading={invite.isPending} loadingLabel={t('guest.sending')}>
            {t('guest.send')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
