import { categoryPathLabel, orderedFacetFields, type FacetConfigDocument } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { useLanguageName } from '../../ui/language-switch.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { RowActions, UpdatedTime, type TuningTableProps } from '../../ui/tuning-table.tsx';
import { contextLanguage, contextOf } from './facet-context-draft.ts';

export type FacetContextsSortKey = 'title' | 'updated';
type ColumnKey = FacetContextsSortKey | 'context' | 'facets' | 'enabled' | 'actions';

/** A configuration's name for the merchant: its title, else where it applies. */
export function useContextName() {
  const { t } = useTranslation('facets-by-context');
  return (config: Pick<FacetConfigDocument, 'title' | 'criteria' | 'endpointId'>) => {
    if (config.title.trim() !== '') return config.title;
    const { kind, values } = contextOf(config);
    if (kind === 'search') return values.join(', ');
    const page = values[0] ?? '';
    return t('context.page', {
      field: t(`kinds.${kind}`),
      page: kind === 'CATEGORY' ? categoryPathLabel(page) : page,
    });
  };
}

/** Where a configuration applies: its queries as chips, or its page; and its language when it has one. */
function ContextCell({ config }: { config: FacetConfigDocument }) {
  const { t } = useTranslation('facets-by-context');
  const languageName = useLanguageName();
  const { kind, values } = contextOf(config);
  const language = contextLanguage(config);
  const page = values[0] ?? '';
  return (
    <div className="space-y-1">
      {kind === 'search' ? (
        <TermChips terms={values} />
      ) : (
        <span className="text-slate-800">
          {t('context.page', {
            field: t(`kinds.${kind}`),
            page: kind === 'CATEGORY' ? categoryPathLabel(page) : page,
          })}
        </span>
      )}
      <p className="text-xs text-slate-500">{language ? languageName(language) : t('editor.allLanguages')}</p>
    </div>
  );
}

interface FacetContextsTableProps extends TuningTableProps<FacetConfigDocument, FacetContextsSortKey> {
  configs: readonly FacetConfigDocument[];
  onEnabledChange: (config: FacetConfigDocument, enabled: boolean) => void;
}

/** The site's contexts: name, where each applies, how many filters, on or off, when it changed. */
export function FacetContextsTable({
  configs,
  sort,
  onSortChange,
  busy,
  onEnabledChange,
  ...rowActions
}: FacetContextsTableProps) {
  const { t } = useTranslation('facets-by-context');
  const contextName = useContextName();
  const canWrite = useCanWrite();
  const columns: DataTableColumn<FacetConfigDocument, ColumnKey>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      sortable: true,
      cell: (config) => <span className="font-medium text-slate-900">{contextName(config)}</span>,
    },
    { key: 'context', header: t('columns.context'), cell: (config) => <ContextCell config={config} /> },
    {
      key: 'facets',
      header: t('columns.facets'),
      numeric: true,
      cell: (config) => {
        const count = orderedFacetFields(config.config).length;
        return (
          <span className="text-slate-700">
            {t('columns.facetsCount', { count })}
            {config.criteria.inheritance && (
              <span className="block text-xs text-slate-500">{t('columns.thenUsual')}</span>
            )}
          </span>
        );
      },
    },
    {
      key: 'enabled',
      header: t('columns.enabled'),
      cell: (config) => (
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={config.criteria.enabled}
            disabled={!canWrite || rowActions.updating.has(config.id)}
            onChange={(event) => onEnabledChange(config, event.target.checked)}
            aria-label={contextName(config)}
            className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
          <span aria-hidden="true">{t(config.criteria.enabled ? 'status.on' : 'status.off')}</span>
        </label>
      ),
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (config) => <UpdatedTime iso={config.metadata.updated ?? undefined} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      numeric: true,
      cell: (config) => (
        <RowActions namespace="facets-by-context" item={config} terms={contextName(config)} {...rowActions} />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={configs}
      rowKey={(config) => config.id}
      sort={sort}
      onSortChange={(next) => {
        if (next.key === 'title' || next.key === 'updated')
          onSortChange({ key: next.key, direction: next.direction });
      }}
      busy={busy}
      sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
    />
  );
}
