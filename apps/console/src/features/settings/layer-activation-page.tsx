import { defaultEngine, type Site } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSite } from '../../api/get-site.ts';
import { useCanWrite } from '../../lib/access.ts';
import { useSelection } from '../../lib/session.ts';
import { useLayerSaveError } from '../../lib/use-layer-save-error.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { StorefrontLink } from '../../ui/storefront-link.tsx';
import { useSetLayerEnabled } from './api/set-layer-enabled.ts';
import { settingsCardHref, visibleSettingsCards } from './settings-cards.ts';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

/** The tag a storefront embeds to load the layer for this site, in its default language. */
export function layerSnippet(origin: string, site: Site): string {
  const language = defaultEngine(site.engines)?.language ?? 'en';
  return `<script src="${origin}/layer.js" data-instance="${site.instance}" data-lang="${language}" async></script>`;
}

function LayerActivation({ siteId }: { siteId: string }) {
  const { t } = useTranslation('settings');
  const alerts = useAlerts();
  const saveError = useLayerSaveError();
  const canWrite = useCanWrite();
  const query = useSite(siteId);
  const setEnabled = useSetLayerEnabled(siteId);
  const [confirming, setConfirming] = useState<'enable' | 'disable'>();

  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;

  const site = query.data;
  const confirm = (action: 'enable' | 'disable') =>
    setEnabled.mutateAsync(action === 'enable').then(
      () => {
        setConfirming(undefined);
        alerts.push({ type: 'success', message: t(`layer.${action}d`) });
      },
      (error: unknown) => alerts.push({ type: 'error', message: saveError(error) }),
    );
  const snippet = layerSnippet(window.location.origin, site);

  return (
    <div className="space-y-6">
      {!canWrite && <ReadOnlyNotice />}
      {!site.enabled && canWrite && (
        <Callout tone="warning" title={t('layer.inactiveTitle')}>
          {t('layer.inactivePrompt')}
        </Callout>
      )}
      <section
        aria-labelledby="layer-state"
        className={`${card} flex flex-wrap items-center justify-between gap-4`}
      >
        <div>
          <h2 id="layer-state" className="text-base font-semibold text-slate-900">
            {t('layer.stateTitle')}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${site.enabled ? 'bg-emerald-500' : 'bg-slate-400'}`}
            />
            {site.enabled ? t('layer.enabledState') : t('layer.disabledState')}
          </p>
        </div>
        {/* READ-only (spec 2 §6): the state shows, switching it is for those who may write. */}
        {canWrite &&
          (site.enabled ? (
            <Button variant="danger" onClick={() => setConfirming('disable')}>
              {t('layer.disable')}
            </Button>
          ) : (
            <Button onClick={() => setConfirming('enable')}>{t('layer.enable')}</Button>
          ))}
      </section>
      <section aria-labelledby="layer-snippet" className={`${card} space-y-3`}>
        <h2 id="layer-snippet" className="text-base font-semibold text-slate-900">
          {t('layer.snippetTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('layer.snippetIntro')}</p>
        <div className="flex items-start gap-3">
          <pre className="min-w-0 flex-1 overflow-x-auto rounded-md bg-slate-900 p-4 font-mono text-xs text-slate-100">
            <code>{snippet}</code>
          </pre>
          <CopyButton text={snippet} label={t('layer.copySnippet')} />
        </div>
      </section>
      <Dialog
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open && !setEnabled.isPending) setConfirming(undefined);
        }}
        title={confirming && t(`layer.confirm.${confirming}.title`)}
        footer={
          confirming && (
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirming(undefined)}
                disabled={setEnabled.isPending}
              >
                {t('layer.confirm.cancel')}
              </Button>
              <Button
                variant={confirming === 'disable' ? 'danger' : 'primary'}
                loading={setEnabled.isPending}
                loadingLabel={t('saving')}
                onClick={() => void confirm(confirming)}
              >
                {t(`layer.confirm.${confirming}.action`)}
              </Button>
            </>
          )
        }
      >
        {confirming && <p>{t(`layer.confirm.${confirming}.body`, { shop: site.name })}</p>}
      </Dialog>
    </div>
  );
}

/** /settings/layer-activation (spec 1 §2, §4): the search layer on or off, each behind a confirmation. */
export function Component() {
  const { t } = useTranslation('settings');
  const { site } = useSelection();
  if (!site) return null;
  // Platforms that activate the layer themselves (Shopify) have no such card: settings go to the one left.
  const cards = visibleSettingsCards(site.platform);
  if (!cards.includes('layer-activation')) return <Navigate replace to={settingsCardHref[cards[0]!]} />;
  return (
    <Page
      title={t('layer.title')}
      description={t('layer.intro')}
      actions={
        <>
          <HistoryLink kind="layer" />
          <StorefrontLink site={site} />
        </>
      }
    >
      <LayerActivation key={site.uuid} siteId={site.uuid} />
    </Page>
  );
}
