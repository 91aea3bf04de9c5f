import type { RelatedPromptDocument } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { ProductThumbnail } from '../../ui/catalogue-picker.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { useLanguageName } from '../../ui/language-switch.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { RowActions, type TuningTableProps } from '../../ui/tuning-table.tsx';
import type { RelatedPromptsSortField } from './api/get-related-prompts.ts';
import { languageOf, queriesOf } from './related-prompt-draft.ts';

type ColumnKey = RelatedPromptsSortField | 'queries' | 'next' | 'active' | 'actions';

/** The searches a prompt answers as chips (or every search), and its language. */
function QueriesCell({ prompt }: { prompt: RelatedPromptDocument }) {
  const { t } = useTranslation('related-prompts');
  const languageName = useLanguageName();
  const queries = queriesOf(prompt);
  const language = languageOf(prompt);
  return (
    <div className="space-y-1">
      {queries.length > 0 ? (
        <TermChips terms={queries} />
      ) : (
        <span className="text-slate-700">{t('columns.everySearch')}</span>
      )}
      <p className="text-xs text-slate-500">{language ? languageName(language) : t('editor.allLanguages')}</p>
    </div>
  );
}

interface RelatedPromptsTableProps extends TuningTableProps<RelatedPromptDocument, RelatedPromptsSortField> {
  prompts: readonly RelatedPromptDocument[];
  onActiveChange: (prompt: RelatedPromptDocument, active: boolean) => void;
}

/** The instance's prompts: text and image, the searches each answers, its next queries, on or off. */
export function RelatedPromptsTable({
  prompts,
  sort,
  onSortChange,
  busy,
  onActiveChange,
  ...rowActions
}: RelatedPromptsTableProps) {
  const { t } = useTranslation('related-prompts');
  const canWrite = useCanWrite();
  const columns: DataTableColumn<RelatedPromptDocument, ColumnKey>[] = [
    {
      key: 'text',
      header: t('columns.prompt'),
      sortable: true,
      cell: (prompt) => (
        <div className="flex items-center gap-3">
          <ProductThumbnail image={prompt.suggestionImageUrl ?? null} size="sm" />
          <span className="font-medium text-slate-900">{prompt.suggestionText}</span>
        </div>
      ),
    },
    { key: 'queries', header: t('columns.queries'), cell: (prompt) => <QueriesCell prompt={prompt} /> },
    {
      key: 'next',
      header: t('columns.next'),
      numeric: true,
      className: 'hidden sm:table-cell',
      cell: (prompt) => (
        <span className="text-slate-700">{t('columns.nextCount', { count: prompt.nextQueries.length })}</span>
      ),
    },
    {
      key: 'active',
      header: t('columns.active'),
      cell: (prompt) => (
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={prompt.active}
            disabled={!canWrite || rowActions.updating.has(prompt.id)}
            onChange={(event) => onActiveChange(prompt, event.target.checked)}
            aria-label={prompt.suggestionText}
            className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
          <span aria-hidden="true">{t(prompt.active ? 'status.on' : 'status.off')}</span>
        </label>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      numeric: true,
      cell: (prompt) => (
        <RowActions namespace="related-prompts" item={prompt} terms={prompt.suggestionText} {...rowActions} />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={prompts}
      rowKey={(prompt) => prompt.id}
      sort={sort}
      onSortChange={(next) => {
        if (next.key === 'text') onSortChange({ key: next.key, direction: next.direction });
      }}
      busy={busy}
      sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
    />
  );
}
