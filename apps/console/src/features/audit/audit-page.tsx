import {
  AUDIT_LOG_AREAS,
  auditLogAreaSchema,
  nextDay,
  zonedMidnight,
  type AuditLogArea,
  type AuditLogEntry,
} from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../lib/errors.ts';
import { useCurrentOrganization, useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { DayInput } from '../../ui/day-input.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { downloadAuditCsv, useAuditLog, type AuditFilter, type AuditSource } from './api/list-audit.ts';
import { useAuditWords } from './audit-words.ts';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The time zone the log reads in: the organisation's shop's, as History shows it (UTC before a shop
 * exists, and for the platform's log).
 */
function useLogTimeZone(): string {
  return useSelection().site?.timeZone ?? 'UTC';
}

/** The filter the URL names (`?actor=&area=&from=&to=`, days as YYYY-MM-DD), so a filtered log can be shared. */
function useFilter(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const area = auditLogAreaSchema.safeParse(params.get('area'));
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const fields: { actor: string; area: AuditLogArea | ''; from: string; to: string } = {
    actor: params.get('actor') ?? '',
    area: area.success ? area.data : '',
    from: day('from'),
    to: day('to'),
  };
  const set = (key: keyof typeof fields, value: string) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...fields, [key]: value }).filter(
          (entry): entry is [string, string] => entry[1] !== '',
        ),
      ),
    );
  // Whole days of the log's time zone: from its midnight to the next day's.
  const filter: AuditFilter = {
    actor: fields.actor || undefined,
    area: fields.area || undefined,
    from: fields.from ? zonedMidnight(fields.from, timeZone).toISOString() : undefined,
    to: fields.to ? zonedMidnight(nextDay(fields.to), timeZone).toISOString() : undefined,
  };
  const clear = () => setParams({});
  return { fields, filter, set, clear };
}

function Value({ value }: { value: unknown }) {
  return (
    <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function EntryRow({ entry, timeZone }: { entry: AuditLogEntry; timeZone: string }) {
  const { t, i18n } = useTranslation('audit');
  const words = useAuditWords()(entry);
  const site = useCurrentOrganization()?.sites.find((candidate) => candidate.uuid === entry.siteId);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(entry.createdAt));
  const hasValues = entry.before !== null || entry.after !== null;
  return (
    <tr className="align-top">
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-slate-700">
        <time dateTime={entry.createdAt}>{when}</time>
      </td>
      <td className="py-3 pr-4 text-sm text-slate-900">{entry.actor?.email ?? t('system')}</td>
      <td className="py-3 pr-4 text-sm text-slate-700">{t(`areas.${entry.area}`)}</td>
      <td className="py-3 pr-4 text-sm">
        <p className="font-medium text-slate-900">{words.action}</p>
        {(words.subject ?? site) && (
          <p className="mt-0.5 text-xs text-slate-600">
            {[words.subject, site && t('onSite', { site: site.name })].filter(Boolean).join(' · ')}
          </p>
        )}
        {hasValues && (
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-indigo-700 hover:text-indigo-900">
              {t('details')}
            </summary>
            <div className="mt-2 grid gap-3 lg:grid-cols-2">
              <div>
                <p className="text-xs font-semibold text-slate-600">{t('before')}</p>
                {entry.before === null ? (
                  <p className="text-xs text-slate-500">{t('none')}</p>
                ) : (
                  <Value value={entry.before} />
                )}
              </div>
              <div>
                <p className="text-xs font-semibold text-slate-600">{t('after')}</p>
                {entry.after === null ? (
                  <p className="text-xs text-slate-500">{t('none')}</p>
                ) : (
                  <Value value={entry.after} />
                )}
              </div>
            </div>
          </details>
        )}
      </td>
    </tr>
  );
}

/**
 * The log of `source` with its filters, pages and export; the platform's has no tuning area (no
 * site is tuned there), an organisation's no flags area (the flags are the platform's).
 */
export function AuditLog({ source }: { source: AuditSource }) {
  const { t } = useTranslation('audit');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const ids = { actor: useId(), area: useId(), from: useId(), to: useId() };
  const timeZone = useLogTimeZone();
  const { fields, filter, set, clear } = useFilter(timeZone);
  const letters = {
    day: t('filters.letters.day'),
    month: t('filters.letters.month'),
    year: t('filters.letters.year'),
  };
  const invalidDay = (pattern: string) => t('filters.invalidDay', { pattern });
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);

  // A new filter starts again from the first page.
  const [shown, setShown] = useState(fields);
  if (JSON.stringify(shown) !== JSON.stringify(fields)) {
    setShown(fields);
    setOffset(0);
  }

  const log = useAuditLog(source, { ...filter, limit: PAGE_SIZE, offset });
  const areas = AUDIT_LOG_AREAS.filter((area) => area !== ('platform' in source ? 'tuning' : 'flags'));
  const filtered = Object.values(fields).some(Boolean);
  const actors = log.data?.actors ?? [];

  const exportCsv = () => {
    setExporting(true);
    const day = new Date().toISOString().slice(0, 10);
    downloadAuditCsv(source, filter, `${'platform' in source ? 'platform-audit' : 'audit'}-${day}.csv`)
      .catch((error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }))
      .finally(() => setExporting(false));
  };

  const label = 'block text-sm font-medium text-slate-800';
  return (
    <section aria-label={t('title')} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-56">
          <label htmlFor={ids.actor} className={label}>
            {t('filters.person')}
          </label>
          <select
            id={ids.actor}
            value={fields.actor}
            onChange={(event) => set('actor', event.target.value)}
            className={`mt-1 ${inputClassName(false)}`}
          >
            <option value="">{t('filters.everyone')}</option>
            {[...new Set([...actors, ...(fields.actor ? [fields.actor] : [])])].map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div className="w-48">
          <label htmlFor={ids.area} className={label}>
            {t('filters.area')}
          </label>
          <select
            id={ids.area}
            value={fields.area}
            onChange={(event) => set('area', event.target.value)}
            className={`mt-1 ${inputClassName(false)}`}
          >
            <option value="">{t('filters.allAreas')}</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {t(`areas.${area}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.from} className={label}>
            {t('filters.from')}
          </label>
          <DayInput
            id={ids.from}
            value={fields.from}
            onChange={(day) => set('from', day)}
            letters={letters}
            invalidMessage={invalidDay}
            className="mt-1 w-36"
          />
        </div>
        <div>
          <label htmlFor={ids.to} className={label}>
            {t('filters.to')}
          </label>
          <DayInput
            id={ids.to}
            value={fields.to}
            onChange={(day) => set('to', day)}
            letters={letters}
            invalidMessage={invalidDay}
            className="mt-1 w-36"
          />
        </div>
        <div className="ml-auto flex gap-2">
          {filtered && (
            <Button variant="secondary" onClick={clear}>
              {t('filters.clear')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={exportCsv}
            loading={exporting}
            loadingLabel={t('exporting')}
            disabled={!log.isSuccess || log.data.total === 0}
          >
            {t('export')}
          </Button>
        </div>
      </div>
      {!log.isSuccess && <QueryFallback query={log} t={t} />}
      {log.isSuccess && log.data.total === 0 && !filtered && (
        <EmptyState
          title={t('empty.title')}
          example={
            <p className="rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700">{t('empty.example')}</p>
          }
        >
          {t('empty.body')}
        </EmptyState>
      )}
      {log.isSuccess && log.data.total === 0 && filtered && (
        <p role="status" className="py-10 text-center text-sm text-slate-600">
          {t('noMatch')}
        </p>
      )}
      {log.isSuccess && log.data.total > 0 && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{t('caption')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <th scope="col" className="py-2 pr-4">
                    {t('columns.when', { timeZone })}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('columns.person')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('columns.area')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('columns.change')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {log.data.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} timeZone={timeZone} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            offset={offset}
            pageSize={PAGE_SIZE}
            total={log.data.total}
            onOffsetChange={setOffset}
            labels={{
              navigation: t('pagination.navigation'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              showing: t('pagination.showing', {
                from: offset + 1,
                to: Math.min(offset + PAGE_SIZE, log.data.total),
                total: log.data.total,
              }),
            }}
          />
        </>
      )}
    </section>
  );
}

/** /audit: who changed what in the organisation, when, before and after (its owners only). */
export function Component() {
  const { t } = useTranslation('audit');
  const organization = useCurrentOrganization();
  return (
    <Page title={t('title')} description={t('description')}>
      {organization && <AuditLog source={{ organizationId: organization.uuid }} />}
    </Page>
  );
}
