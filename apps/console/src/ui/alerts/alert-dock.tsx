import { clsx } from 'clsx';
import DOMPurify from 'dompurify';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../close-icon.tsx';
import { alertStore, type Alert, type AlertStore, type AlertType } from './alert-store.ts';

const tones: Record<AlertType, string> = {
  info: 'border-sky-500 bg-white',
  success: 'border-emerald-500 bg-white',
  warning: 'border-amber-500 bg-white',
  error: 'border-rose-500 bg-white',
};

function AlertItem({ alert, onDismiss }: { alert: Alert; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  // The live role sits inside the list item: a list may only hold items (axe "list", WCAG 1.3.1).
  return (
    <li className="pointer-events-auto">
      <div
        role={alert.type === 'error' ? 'alert' : 'status'}
        className={clsx(
          'flex w-96 max-w-[calc(100vw-3rem)] gap-3 rounded-lg border-l-4 p-4 shadow-lg ring-1 ring-slate-900/5',
          tones[alert.type],
        )}
      >
        <div className="min-w-0 flex-1 text-sm">
          {alert.title && <p className="font-semibold text-slate-900">{alert.title}</p>}
          <div
            className="text-slate-700 [&_a]:text-indigo-700 [&_a]:underline"
            // The message is HTML by spec; DOMPurify strips scripts and event handlers.
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(alert.message) }}
          />
          {alert.action && (
            <button
              type="button"
              className="mt-2 text-sm font-medium text-indigo-700 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              onClick={() => {
                alert.action?.onClick();
                onDismiss();
              }}
            >
              {alert.action.label}
            </button>
          )}
        </div>
        {alert.closable && (
          <button
            type="button"
            aria-label={t('alerts.close')}
            onClick={onDismiss}
            className="-m-1 h-fit rounded-md p-1 text-slate-400 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
    </li>
  );
}

/** The dock in the corner of every page (spec 1 §4: at most 5, each gone after 5000 ms). */
export function AlertDock({ store = alertStore }: { store?: AlertStore }) {
  const { t } = useTranslation('common');
  const alerts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <ol
      aria-label={t('alerts.region')}
      className="pointer-events-none fixed right-6 bottom-6 z-[60] flex flex-col gap-3"
    >
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={() => store.dismiss(alert.id)} />
      ))}
    </ol>
  );
}
