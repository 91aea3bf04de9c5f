import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCanWrite } from '../../lib/access.ts';
import { useSelection } from '../../lib/session.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Page } from '../../ui/page.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { settingsCardHref, visibleSettingsCards } from './settings-cards.ts';

/** /settings (spec 1 §2): a card per settings area; with a single visible card it opens that one. */
export function Component() {
  const { t } = useTranslation('settings');
  const { site } = useSelection();
  const canWrite = useCanWrite();
  if (!site) return null;
  const cards = visibleSettingsCards(site.platform);
  if (cards.length === 1) return <Navigate replace to={settingsCardHref[cards[0]!]} />;

  return (
    <Page title={t('title')} description={t('intro', { shop: site.name })}>
      {!canWrite && <ReadOnlyNotice />}
      {/* The prompt asks to enable the layer: for those who may (spec 2 §6). */}
      {!site.enabled && canWrite && (
        <Callout
          tone="warning"
          title={t('layer.inactiveTitle')}
          className="mb-6"
          actions={
            <Link to={settingsCardHref['layer-activation']} className={buttonClassName('secondary')}>
              {t('layer.goToActivation')}
            </Link>
          }
        >
          {t('layer.inactivePrompt')}
        </Callout>
      )}
      <ul className="grid gap-6 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card}>
            <Link
              to={settingsCardHref[card]}
              className="block h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <h2 className="text-base font-semibold text-slate-900">{t(`cards.${card}.title`)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(`cards.${card}.description`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
