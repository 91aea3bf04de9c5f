import { clsx } from 'clsx';
import { fromRuleBody, type QueryRankingRuleDocument, type RuleEndpoint } from '@playboard/domain';
import { Link } from 'react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { SortState } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import type { LanguageScope } from '../../ui/tuning-list-page.tsx';
import { LIST_PAGE_SIZE } from '../../ui/use-list-query.ts';
import {
  useDeleteQueryRankingRule,
  useDeletingQueryRankingRuleIds,
} from './api/delete-query-ranking-rule.ts';
import { useQueryRankingRules } from './api/get-query-ranking-rules.ts';
import { useUpdatingQueryRankingRuleIds } from './api/save-query-ranking-rule.ts';
import { OlderRulesSection } from './older-rules-section.tsx';
import { QueryRankingEditor } from './query-ranking-editor.tsx';
import {
  AppliesTo,
  QueryRankingTable,
  useRuleName,
  type QueryRankingSortKey,
} from './query-ranking-table.tsx';

/** The criteria of the empty state's example rule. */
const emptyCriteria = { enabled: true, pivots: [], queries: [] };

type Enabled = 'all' | 'true' | 'false';
type Endpoint = 'all' | RuleEndpoint;

/** A filter of the list: a labelled choice among a few. */
function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className={clsx(inputClassName(false), 'w-auto py-1.5')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Query ranking (flag PLAY_QUERY_RANKING on; spec 2 §3–§5, §7): the site's rules with search, paging
 * and filters (enabled, endpoint, language), the editor with its simulator, the delete confirmation;
 * above them the older business rules that still apply, to convert or delete.
 */
export function QueryRankingList({ site, engines, language }: LanguageScope) {
  const { t } = useTranslation('query-ranking');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const ruleName = useRuleName();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<SortState<QueryRankingSortKey>>({ key: 'updated', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [enabled, setEnabled] = useState<Enabled>('all');
  const [endpoint, setEndpoint] = useState<Endpoint>('all');
  const [ruleLanguage, setRuleLanguage] = useState<string>('all');
  const [editing, setEditing] = useState<{ rule: QueryRankingRuleDocument | null } | null>(null);
  const [deletingRule, setDeletingRule] = useState<QueryRankingRuleDocument | null>(null);
  const remove = useDeleteQueryRankingRule(site.instance);
  const deleting = useDeletingQueryRankingRuleIds(site.instance);
  const updating = useUpdatingQueryRankingRuleIds(site.instance);
  // READ-only (spec 2 §6): the rules show and open in their editor, nothing is added or deleted.
  const canWrite = useCanWrite();

  const filters = [
    ...(enabled === 'all' ? [] : [`enabled:${enabled}`]),
    ...(ruleLanguage === 'all' ? [] : [`lang:${ruleLanguage}`]),
  ];
  const result = useQueryRankingRules(site.instance, {
    page,
    size: LIST_PAGE_SIZE,
    sortField: sort.key,
    sortDirection: sort.direction,
    query: q || undefined,
    filters,
    endpointId: endpoint === 'all' ? undefined : endpoint,
  });
  const data = result.data;
  // A delete that empties the last page shows the page before it.
  useEffect(() => {
    if (data && data.results.length === 0 && page > 0) setPage(page - 1);
  }, [data, page]);
  const narrowed = q !== '' || filters.length > 0 || endpoint !== 'all';
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  const addButton = canWrite && (
    <Button onClick={() => setEditing({ rule: null })}>{t('actions.add')}</Button>
  );
  const loadFailed = (
    <LoadFailed
      title={t('loadFailed')}
      error={result.error}
      retryLabel={t('tryAgain')}
      onRetry={() => void result.refetch()}
    />
  );
  let body: ReactNode;
  if (!data) body = result.isError ? loadFailed : <TableSkeleton label={t('loading')} columns={6} />;
  else if (data.numFound === 0 && !narrowed) {
    body = (
      <EmptyState
        title={t('empty.title')}
        actions={addButton}
        example={
          <div className="space-y-2 text-left text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <AppliesTo
                rule={{
                  endpointId: 'search',
                  criteria: { ...emptyCriteria, queries: [t('empty.exampleQuery')] },
                }}
              />
              <span className="text-slate-700">{t('empty.exampleRule')}</span>
            </div>
            <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
          </div>
        }
      >
        {t('empty.body')}
      </EmptyState>
    );
  } else if (data.numFound === 0) {
    body = <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>;
  } else {
    body = (
      <>
        {result.isError && loadFailed}
        <QueryRankingTable
          rules={data.results}
          sort={sort}
          onSortChange={restart(setSort)}
          busy={result.isPlaceholderData}
          updating={updating}
          deleting={deleting}
          onEdit={(rule) => setEditing({ rule })}
          onDelete={setDeletingRule}
        />
        <Pagination
          offset={page * LIST_PAGE_SIZE}
          pageSize={LIST_PAGE_SIZE}
          total={data.numFound}
          onOffsetChange={(offset) => setPage(Math.floor(offset / LIST_PAGE_SIZE))}
          labels={{
            navigation: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            showing: t('pagination.showing', {
              from: page * LIST_PAGE_SIZE + 1,
              to: page * LIST_PAGE_SIZE + data.results.length,
              total: data.numFound,
            }),
          }}
        />
      </>
    );
  }

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <HistoryLink kind="queryRankingRule" />
          <Link to={paths.explain.getHref()} className={buttonClassName('secondary')}>
            {t('actions.explain')}
          </Link>
          {addButton}
        </>
      }
    >
      {!canWrite && <ReadOnlyNotice />}
      <OlderRulesSection site={site} language={language} />
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <SearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            onSearch={(text) => {
              if (text !== q) restart(setQ)(text);
            }}
            className="min-w-48 flex-1"
          />
          <FilterSelect
            label={t('filters.enabled')}
            value={enabled}
            onChange={restart(setEnabled)}
            options={[
              { value: 'all', label: t('filters.any') },
              { value: 'true', label: t('status.on') },
              { value: 'false', label: t('status.off') },
            ]}
          />
          <FilterSelect
            label={t('filters.endpoint')}
            value={endpoint}
            onChange={restart(setEndpoint)}
            options={[
              { value: 'all', label: t('filters.any') },
              { value: 'search', label: t('endpoints.search') },
              { value: 'browse', label: t('endpoints.browse') },
            ]}
          />
          <FilterSelect
            label={t('filters.language')}
            value={ruleLanguage}
            onChange={restart(setRuleLanguage)}
            options={[
              { value: 'all', label: t('filters.any') },
              ...engines.map((engine) => ({
                value: engine.language,
                label: t(`languages.${engine.language}`, { defaultValue: engine.language }),
              })),
            ]}
          />
        </div>
        {body}
      </div>
      <QueryRankingEditor
        site={site}
        language={language}
        rule={editing?.rule ? fromRuleBody(editing.rule, editing.rule.id) : null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deletingRule !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingRule(null);
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (!deletingRule) return;
          remove.mutate(deletingRule.id, {
            onSuccess: () => alerts.push({ type: 'success', message: t('delete.done') }),
            onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
          });
        }}
      >
        <p className="mb-3">{t('delete.body')}</p>
        {deletingRule && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-900">{ruleName(deletingRule)}</p>
            <AppliesTo rule={deletingRule} />
          </div>
        )}
      </ConfirmDialog>
    </Page>
  );
}
