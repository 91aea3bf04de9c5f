import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { paths } from '../../config/paths.ts';
import { screenLevel, tokenPolicies } from '../../lib/access.ts';
import { setFlagsEngine, useFlags } from '../../lib/flags.ts';
import { connectRealtime, onRealtime } from '../../lib/realtime.ts';
import { useCurrentOrganization, useSelection } from '../../lib/session.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { navigation } from './navigation.ts';
import { UserMenu } from './user-menu.tsx';
import { useBillingEvents } from '../../features/billing/use-billing-events.ts';

const selectClassName =
  'mt-1 block w-full truncate rounded-md border-0 bg-slate-800 py-1.5 pr-8 pl-2.5 text-sm text-white ring-1 ring-slate-700 focus:ring-2 focus:ring-indigo-400 focus:outline-none disabled:text-slate-400';

function Switcher() {
  const { t } = useTranslation('common');
  const { organizations, sites, site, engine, selection, selectOrganization, selectSite, selectEngine } =
    useSelection();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [switching, setSwitching] = useState(false);

  const onOrganization = async (event: ChangeEvent<HTMLSelectElement>) => {
    setSwitching(true);
    try {
      await selectOrganization(event.target.value);
      // The guards decide where the new organisation lands (company, setup wizard, home).
      await navigate(paths.home.getHref());
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className="space-y-3 px-4">
      <label className="block text-xs font-medium tracking-wide text-slate-400 uppercase">
        {t('switcher.organization')}
        <select
          className={selectClassName}
          value={selection.organizationId ?? ''}
          onChange={(event) => void onOrganization(event)}
          disabled={switching || organizations.length < 2}
        >
          {!selection.organizationId && <option value="" disabled />}
          {organizations.map((organization) => (
            <option key={organization.uuid} value={organization.uuid}>
              {organization.name}
            </option>
          ))}
        </select>
      </label>
      {switching && (
        <p className="flex items-center gap-2 text-xs text-slate-400" role="status">
          <Spinner size="small" />
          {t('switcher.switching')}
        </p>
      )}
      <label className="block text-xs font-medium tracking-wide text-slate-400 uppercase">
        {t('switcher.site')}
        <select
          className={selectClassName}
          value={site?.uuid ?? ''}
          disabled={sites.length < 2}
          onChange={(event) => {
            selectSite(event.target.value);
            void revalidator.revalidate();
          }}
        >
          {sites.length === 0 && <option value="">{t('switcher.noSites')}</option>}
          {sites.map((candidate) => (
            <option key={candidate.uuid} value={candidate.uuid}>
              {candidate.name}
            </option>
          ))}
        </select>
      </label>
      {site && site.engines.length > 1 && (
        <label className="block text-xs font-medium tracking-wide text-slate-400 uppercase">
          {t('switcher.engine')}
          <select
            className={selectClassName}
            value={engine?.uuid ?? ''}
            onChange={(event) => selectEngine(event.target.value)}
          >
            {site.engines.map((candidate) => (
              <option key={candidate.uuid} value={candidate.uuid}>
                {candidate.language}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** Above the disabled entries before a shop is connected: why, and the way to the setup wizard. */
function NoSiteNotice({ id }: { id: string }) {
  const { t } = useTranslation('common');
  return (
    <div id={id} className="rounded-md bg-slate-800 px-3 py-2.5 text-sm text-slate-300">
      <p className="font-medium text-white">{t('nav.noSite.title')}</p>
      <p className="mt-1 text-xs">{t('nav.noSite.description')}</p>
      <Link
        to={paths.setupWizard.getHref()}
        className="mt-2 inline-block rounded-sm text-xs font-medium text-indigo-300 underline hover:text-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-400"
      >
        {t('nav.noSite.action')}
      </Link>
    </div>
  );
}

function Navigation() {
  const { t } = useTranslation('common');
  const organization = useCurrentOrganization();
  const isEnabled = useFlags();
  const granted = new Set(organization?.permissions.map((permission) => permission.key));
  const { site } = useSelection();
  const policies = tokenPolicies();
  const noSiteId = useId();
  // An organisation without a site yet: its site screens' guards send to the setup wizard.
  const awaitingShop = organization !== null && !site;
  const itemClassName = 'block rounded-md px-3 py-1.5 text-sm';
  return (
    <nav aria-label={t('nav.label')} className="mt-6 flex-1 space-y-6 overflow-y-auto px-3 pb-6">
      {awaitingShop && <NoSiteNotice id={noSiteId} />}
      {navigation.map((group) => {
        const items = group.items.filter(
          (item) =>
            (!item.flag || isEnabled(item.flag)) &&
            (item.permissions ?? []).every((permission) => granted.has(permission)) &&
            (!item.roles || item.roles.includes(organization?.role ?? '')) &&
            // spec 2 §6: a screen whose node is NONE is not offered.
            screenLevel(policies, item.href, site) !== 'NONE',
        );
        if (items.length === 0) return null;
        return (
          <div key={group.labelKey}>
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
              {t(group.labelKey)}
            </p>
            <ul className="mt-2 space-y-0.5">
              {items.map((item) => (
                <li key={item.href}>
                  {group.needsSite && awaitingShop ? (
                    // Not a link: its route would only send to the setup wizard (issue 32 item 7).
                    <span
                      role="link"
                      aria-disabled="true"
                      aria-describedby={noSiteId}
                      className={clsx(itemClassName, 'cursor-not-allowed text-slate-400')}
                    >
                      {t(item.titleKey)}
                    </span>
                  ) : (
                    <NavLink
                      to={item.href}
                      end={item.end}
                      className={({ isActive }) =>
                        clsx(
                          itemClassName,
                          'transition-colors focus-visible:outline-2 focus-visible:outline-indigo-400',
                          isActive
                            ? 'bg-slate-800 font-medium text-white'
                            : 'text-slate-300 hover:bg-slate-800/60 hover:text-white',
                        )
                      }
                    >
                      {t(item.titleKey)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** Keeps the organisation's realtime socket and the flags' engine context in step with the selection. */
function useSelectionEffects() {
  const { selection, engine } = useSelection();
  const engineUuid = engine?.uuid;

  useEffect(() => {
    void connectRealtime(selection.organizationId);
  }, [selection.organizationId]);

  useEffect(() => {
    void setFlagsEngine(engineUuid);
  }, [engineUuid]);

  useEffect(() => {
    // spec 1 §4: a blocked or unblocked organisation reloads the console, so every guard runs again.
    const reload = () => window.location.reload();
    const offBlocked = onRealtime('organization:blocked', reload);
    const offUnblocked = onRealtime('organization:unblocked', reload);
    return () => {
      offBlocked();
      offUnblocked();
    };
  }, []);
}

/**
 * The authenticated shell: left navigation with the switchers, a top bar with the user menu, the page.
 * Below the lg breakpoint (a 1280 px screen at 400 % zoom is 320 px wide) the navigation folds into
 * a Menu button that shows it above the page, so nothing needs scrolling sideways (WCAG 1.4.10).
 */
export function ShellLayout() {
  const { t } = useTranslation('common');
  const { state } = useNavigation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navigationId = useId();
  useSelectionEffects();
  useBillingEvents();
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 lg:flex-row">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="bg-slate-900 px-4 py-2 lg:hidden">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navigationId}
          onClick={() => setMenuOpen((open) => !open)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-white ring-1 ring-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-400"
        >
          {t('nav.menu')}
        </button>
      </div>
      <aside
        id={navigationId}
        onKeyDown={closeOnEscape}
        className={clsx(
          'flex-col bg-slate-900 pt-5 lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0',
          menuOpen ? 'flex' : 'hidden',
        )}
      >
        <Link
          to={paths.home.getHref()}
          className="mx-4 mb-6 flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
        >
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-md bg-indigo-500 text-sm"
          >
            P
          </span>
          {t('appName')}
        </Link>
        <Switcher />
        <Navigation />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 lg:px-8">
          {state === 'loading' && <Spinner size="small" label={t('loading')} className="text-indigo-600" />}
          <UserMenu />
        </header>
        <main id="content" className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
