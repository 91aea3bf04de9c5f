import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useProfile } from '../../api/get-profile.ts';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/auth.ts';
import { useDismiss } from '../../ui/use-dismiss.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const itemClassName =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The account menu as a disclosure (WAI-ARIA APG: a button that shows a list of links), which is
 * what a few navigation links and a sign-out need; it stays out of the shell's first bundle where a
 * full menu widget would not. Escape, a click outside and a navigation close it.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const profile = useProfile().data;
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = profile?.name || profile?.email || '';

  useEffect(() => setOpen(false), [location.pathname]);

  useDismiss(open, rootRef, (by) => {
    setOpen(false);
    if (by === 'escape') buttonRef.current?.focus();
  });

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-3 rounded-full py-1 pr-3 pl-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700"
        >
          {initialsOf(name) || '?'}
        </span>
        {/* Named by what it shows plus a hidden word for what it is, so the visible name is the start of the accessible one (WCAG 2.5.3). */}
        <span className="max-w-48 truncate">{name}</span>
        <span className="sr-only">{t('userMenu.label')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-56 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-900/10"
      >
        {profile && (
          <div className="px-3 py-2 text-xs text-slate-500">
            <p className="truncate font-medium text-slate-900">{profile.name}</p>
            <p className="truncate">{profile.email}</p>
          </div>
        )}
        <div className="my-1 h-px bg-slate-100" />
        <ul>
          <li>
            <Link to={paths.account.getHref()} className={itemClassName}>
              {t('userMenu.account')}
            </Link>
          </li>
          {(profile?.organizations.length ?? 0) > 1 && (
            <li>
              <Link to={paths.companies.getHref()} className={itemClassName}>
                {t('userMenu.companies')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className={itemClassName} onClick={() => void logout()}>
              {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
