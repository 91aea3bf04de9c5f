import {
  CONFIG_REVISION_KINDS,
  describeRevision,
  nextDay,
  zonedMidnight,
  type SiteConfiguration,
} from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { useConfigurationAt } from './api/get-configuration-at.ts';
import { RevisionDiff } from './revision-diff.tsx';
import { useEntityName, useSiteTimeZone, useWhen } from './revision-words.ts';

/**
 * The instant a `datetime-local` value ("2026-03-10T14:30") names in the site's time zone: the day's
 * midnight there plus the wall-clock time (a day with a clock change counts its hours from midnight).
 */
export function instantIn(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, day = '', hours = '0', minutes = '0'] = match;
  const midnight = zonedMidnight(day, timeZone).getTime();
  const at = midnight + (Number(hours) * 60 + Number(minutes)) * 60_000;
  // Never past the day's end, even across a clock change.
  return new Date(Math.min(at, zonedMidnight(nextDay(day), timeZone).getTime() - 1)).toISOString();
}

function Entities({ configuration }: { configuration: SiteConfiguration }) {
  const { t } = useTranslation('history');
  const entityName = useEntityName();
  if (configuration.entities.length === 0) return <p role="status">{t('asOf.empty')}</p>;
  return (
    <div className="space-y-5">
      {CONFIG_REVISION_KINDS.map((kind) => {
        const entities = configuration.entities.filter((entity) => entity.kind === kind);
        if (entities.length === 0) return null;
        return (
          <section key={kind} aria-label={t(`kinds.${kind}`)}>
            <h3 className="text-sm font-semibold text-slate-900">{t(`kinds.${kind}`)}</h3>
            <ul className="mt-2 space-y-2">
              {entities.map((entity) => {
                // What the entity held, told as what creating it would add (settings: what differs from the defaults).
                const description = describeRevision({ ...entity, before: null, after: entity.value });
                return (
                  <li key={entity.entityId} className="rounded-lg bg-slate-50 p-3">
                    {description.label && (
                      <p className="mb-1 font-medium text-slate-900">{entityName(kind, description.label)}</p>
                    )}
                    {description.changes.length > 0 ? (
                      <RevisionDiff kind={kind} changes={description.changes} only="after" />
                    ) : (
                      <p className="text-slate-500">{t('asOf.defaults')}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ConfigurationDialog({ siteId, at, onClose }: { siteId: string; at: string; onClose: () => void }) {
  const { t } = useTranslation('history');
  const when = useWhen();
  const configuration = useConfigurationAt(siteId, at);
  return (
    <Dialog
      open
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('asOf.dialogTitle', { at: when(at).exact })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('asOf.close')}
        </Button>
      }
    >
      <p className="mb-4 text-slate-600">{t('asOf.intro')}</p>
      {configuration.isSuccess ? (
        <Entities configuration={configuration.data} />
      ) : (
        <QueryFallback
          query={configuration}
          t={t}
          labels={{ loading: t('asOf.loading'), loadFailed: t('asOf.loadFailed') }}
        />
      )}
    </Dialog>
  );
}

/** "As it was on": a date and time of the site's time zone, opening the whole configuration then, read-only. */
export function ConfigurationAt({ siteId }: { siteId: string }) {
  const { t } = useTranslation('history');
  const timeZone = useSiteTimeZone();
  const [local, setLocal] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [at, setAt] = useState<string | null>(null);
  return (
    <form
      aria-label={t('asOf.title')}
      className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5"
      onSubmit={(event) => {
        event.preventDefault();
        const instant = instantIn(local, timeZone);
        setInvalid(instant === null);
        setAt(instant);
      }}
    >
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-900">{t('asOf.title')}</span>
        <span className="text-xs text-slate-500">{t('asOf.label', { timeZone })}</span>
        <input
          type="datetime-local"
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'as-of-error' : undefined}
          className={inputClassName(invalid)}
        />
      </label>
      <Button type="submit" variant="secondary">
        {t('asOf.show')}
      </Button>
      {invalid && (
        <p id="as-of-error" role="alert" className="w-full text-xs font-medium text-rose-600">
          {t('asOf.invalid')}
        </p>
      )}
      {at && <ConfigurationDialog siteId={siteId} at={at} onClose={() => setAt(null)} />}
    </form>
  );
}
