import type { FeatureFlag, FlagState } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { UpdatedTime } from '../../ui/tuning-table.tsx';
import { useFlagStates } from './api/get-flag-states.ts';
import { FlagEditor } from './flag-editor.tsx';
import { useFlagStateLabel } from './flag-state-label.ts';

function StateCell({ flag }: { flag: FlagState }) {
  const { t } = useTranslation('flags');
  const stateLabel = useFlagStateLabel();
  return (
    <div className="space-y-1.5">
      <p className={flag.mode === 'off' ? 'text-slate-600' : 'font-medium text-slate-900'}>
        {stateLabel(flag.mode, flag.instances.length)}
      </p>
      {flag.mode === 'instances' && <TermChips terms={flag.instances.map((site) => site.name)} />}
      {flag.forcedOn && (
        <p>
          <span
            title={t('forcedOn.hint')}
            className="inline-flex rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
          >
            {t('forcedOn.badge')}
          </span>
        </p>
      )}
    </div>
  );
}

function LastChangeCell({ flag }: { flag: FlagState }) {
  const { t } = useTranslation('flags');
  // A flag nobody switched still has the time the server created it: that is no change.
  if (!flag.updatedAt || !flag.updatedBy) return <span className="text-slate-500">{t('table.never')}</span>;
  return (
    <span className="space-y-0.5">
      <UpdatedTime iso={flag.updatedAt} />
      <span className="block text-xs text-slate-600">{flag.updatedBy}</span>
    </span>
  );
}

/**
 * /flags: the console's feature flags (spec 1 §6), each off, on for everyone or on for chosen
 * sites, changed by the platform's operators; read-only when an Unleash at FLAGS_URL serves them.
 */
export function Component() {
  const { t } = useTranslation('flags');
  const states = useFlagStates();
  const canWrite = useCanWrite();
  const [editingName, setEditingName] = useState<FeatureFlag | null>(null);
  const data = states.data;
  const editable = canWrite && data?.source === 'embedded';
  const editing = (editable && data.flags.find((flag) => flag.name === editingName)) || null;
  // A relaying server lists none of the Unleash's flags: the notice says where they are, no table.
  const onlyNotice = data?.source === 'unleash' && data.flags.length === 0;

  const columns: DataTableColumn<FlagState>[] = [
    {
      key: 'flag',
      header: t('table.flag'),
      cell: (flag) => (
        <span className="block max-w-md">
          <span className="block font-mono text-xs font-semibold text-slate-900">{flag.name}</span>
          <span className="mt-0.5 block text-slate-600">{t(`descriptions.${flag.name}`)}</span>
        </span>
      ),
    },
    { key: 'state', header: t('table.state'), cell: (flag) => <StateCell flag={flag} /> },
    { key: 'lastChange', header: t('table.lastChange'), cell: (flag) => <LastChangeCell flag={flag} /> },
    ...(editable
      ? [
          {
            key: 'actions',
            header: t('table.actions'),
            className: 'text-right',
            cell: (flag: FlagState) => (
              <div className="flex justify-end">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={t('table.editLabel', { name: flag.name })}
                  onClick={() => setEditingName(flag.name)}
                >
                  {t('table.edit')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page title={t('title')} description={t('description')}>
      {!canWrite && <ReadOnlyNotice />}
      {data?.source === 'unleash' && (
        <Callout title={t('unleash.title')} className="mb-4">
          {t('unleash.body')}
        </Callout>
      )}
      {!onlyNotice && (
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
          {!data ? (
            states.isError ? (
              <LoadFailed
                title={t('loadFailed')}
                error={states.error}
                retryLabel={t('tryAgain')}
                onRetry={() => void states.refetch()}
              />
            ) : (
              <TableSkeleton label={t('loading')} columns={3} />
            )
          ) : data.flags.length === 0 ? (
            <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>
          ) : (
            <>
              {states.isError && (
                <LoadFailed
                  title={t('loadFailed')}
                  error={states.error}
                  retryLabel={t('tryAgain')}
                  onRetry={() => void states.refetch()}
                />
              )}
              <DataTable
                caption={t('table.caption')}
                columns={columns}
                rows={data.flags}
                rowKey={(flag) => flag.name}
                sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
              />
            </>
          )}
        </div>
      )}
      <FlagEditor flag={editing} onClose={() => setEditingName(null)} />
    </Page>
  );
}
