import { zodResolver } from '@hookform/resolvers/zod';
import { cssSelectorSchema, platformCapabilities, type Site } from '@playboard/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSite } from '../../api/get-site.ts';
import { useUpdateSite } from '../../api/update-site.ts';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useLayerSaveError } from '../../lib/use-layer-save-error.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useConnector } from './api/get-connector.ts';
import { TimeZoneForm } from './time-zone-form.tsx';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function ConnectorVersion({ site }: { site: Site }) {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const connector = useConnector(site.uuid);
  if (connector.isPending) return <Spinner size="small" label={t('site.connectorLoading')} />;
  if (connector.isError) return <span className="text-rose-700">{errorMessage(connector.error)}</span>;
  const { installedVersion, latestVersion, updateAvailable, updateable } = connector.data;
  return (
    <div className="space-y-3">
      <p>
        {installedVersion
          ? t('site.connectorInstalled', { version: installedVersion })
          : t('site.connectorNone')}
        {latestVersion && installedVersion && ` · ${t('site.connectorLatest', { version: latestVersion })}`}
      </p>
      {updateAvailable && updateable && platformCapabilities[site.platform].isUpdateable && (
        <Callout tone="warning" title={t('site.updateTitle', { version: latestVersion })}>
          {t(`site.updateHow.${site.platform}`, { defaultValue: t('site.updateHowDefault') })}
        </Callout>
      )}
    </div>
  );
}

/** As many dots whatever the key, so the mask says nothing of its length. */
const MASK = '•'.repeat(24);

/**
 * The site's security key, masked: whoever may change the site reveals and copies it; a READ-only
 * member (spec 2 §6) sees the dots alone, as the key signs the shop's calls to Playboard.
 */
function SecurityKey({ securityKey }: { securityKey: string }) {
  const { t } = useTranslation('settings');
  const canWrite = useCanWrite();
  const [revealed, setRevealed] = useState(false);
  const shown = canWrite && revealed;
  return (
    <div className="flex items-center gap-3">
      <code className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-3 py-2 font-mono text-xs">
        {shown ? (
          securityKey
        ) : (
          <>
            <span aria-hidden="true">{MASK}</span>
            <span className="sr-only">{t('site.securityKeyHidden')}</span>
          </>
        )}
      </code>
      {canWrite && (
        <>
          <Button variant="secondary" onClick={() => setRevealed((value) => !value)}>
            {revealed ? t('site.hideSecurityKey') : t('site.revealSecurityKey')}
          </Button>
          <CopyButton text={securityKey} label={t('site.copySecurityKey')} />
        </>
      )}
    </div>
  );
}

const cssSelectorForm = z.object({ cssSelector: cssSelectorSchema });

function CssSelectorForm({ site }: { site: Site }) {
  const { t } = useTranslation('settings');
  const alerts = useAlerts();
  const saveError = useLayerSaveError();
  const update = useUpdateSite(site.uuid);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(cssSelectorForm),
    mode: 'onTouched',
    defaultValues: { cssSelector: site.cssSelector },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => alerts.push({ type: 'success', message: t('site.cssSelectorSaved') }),
      (error: unknown) => alerts.push({ type: 'error', message: saveError(error) }),
    ),
  );

  return (
    <FormCard
      title={t('site.cssSelectorTitle')}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('save')}
      savingLabel={t('saving')}
      saving={update.isPending}
      dirty={formState.isDirty}
    >
      <TextField
        control={control}
        name="cssSelector"
        label={t('site.cssSelector')}
        hint={t('site.cssSelectorHint')}
        placeholder="#search, .search-box input"
        spellCheck={false}
      />
    </FormCard>
  );
}

function SiteSettings({ siteId }: { siteId: string }) {
  const { t } = useTranslation(['settings', 'common']);
  const canWrite = useCanWrite();
  const query = useSite(siteId);

  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;
  const site = query.data;
  return (
    <div className="space-y-6">
      {!canWrite && <ReadOnlyNotice />}
      <section aria-labelledby="site-details" className={card}>
        <h2 id="site-details" className="text-base font-semibold text-slate-900">
          {t('site.details')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Detail label={t('site.name')}>{site.name}</Detail>
          <Detail label={t('site.url')}>
            <a href={site.url} target="_blank" rel="noreferrer" className="text-indigo-700 underline">
              {site.url}
            </a>
          </Detail>
          <Detail label={t('site.platform')}>{t(`common:platforms.${site.platform}`)}</Detail>
          <Detail label={t('site.environment')}>{t(`common:environments.${site.environment}`)}</Detail>
          <Detail label={t('site.instance')}>
            <code className="font-mono text-xs">{site.instance}</code>
          </Detail>
          <Detail label={t('site.securityKey')}>
            <SecurityKey securityKey={site.securityKey} />
          </Detail>
          <Detail label={t('site.connector')}>
            <ConnectorVersion site={site} />
          </Detail>
        </dl>
      </section>
      {platformCapabilities[site.platform].visualCssSelector && <CssSelectorForm site={site} />}
      <TimeZoneForm site={site} />
    </div>
  );
}

/**
 * /settings/site (spec 1 §2, §3): the site's details, its connector version, the layer trigger and
 * the time zone analytics count days in.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const { site } = useSelection();
  if (!site) return null;
  return (
    <Page title={t('site.title')} description={t('site.intro')}>
      <SiteSettings key={site.uuid} siteId={site.uuid} />
    </Page>
  );
}
