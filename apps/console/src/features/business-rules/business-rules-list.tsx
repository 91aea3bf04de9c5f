import type { BusinessRulePage } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { TuningListPage, type LanguageScope } from '../../ui/tuning-list-page.tsx';
import { useDeleteBusinessRule, useDeletingBusinessRuleIds } from './api/delete-business-rule.ts';
import { useBusinessRules } from './api/get-business-rules.ts';
import { useUpdatingBusinessRuleIds } from './api/update-business-rule.ts';
import { BusinessRuleEditor } from './business-rule-editor.tsx';
import {
  BusinessRulesTable,
  EffectBadge,
  useRankingText,
  type BusinessRuleSortKey,
} from './business-rules-table.tsx';

const rulesOf = (page: BusinessRulePage) => page.businessRules;
const newestFirst: SortState<BusinessRuleSortKey> = { key: 'updated', direction: 'desc' };

/** The business rules of the older version (flag PLAY_QUERY_RANKING off), per language: spec 1 §2, §3, §5. */
export function BusinessRulesList(scope: LanguageScope) {
  const { t } = useTranslation('business-rules');
  const { site, language } = scope;
  const rankingText = useRankingText();
  const remove = useDeleteBusinessRule(site.uuid);
  const deleting = useDeletingBusinessRuleIds(site.uuid);
  const updating = useUpdatingBusinessRuleIds(site.uuid);

  return (
    <TuningListPage
      namespace="business-rules"
      scope={scope}
      historyKind="businessRule"
      initialSort={newestFirst}
      useItems={useBusinessRules}
      items={rulesOf}
      remove={remove}
      skeletonColumns={5}
      emptyExample={
        <div className="space-y-2 text-left">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-slate-900">{t('empty.exampleRanking')}</span>
            <EffectBadge type="BOOST" />
            <TermChips terms={[t('empty.exampleTerm')]} />
          </div>
          <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
        </div>
      }
      table={({ items, ...table }) => (
        <BusinessRulesTable
          rules={items}
          siteId={site.uuid}
          language={language}
          updating={updating}
          deleting={deleting}
          {...table}
        />
      )}
      editor={({ item, ...editor }) => (
        <BusinessRuleEditor site={site} language={language} rule={item} {...editor} />
      )}
      deleteSummary={(rule) => (
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
            {rankingText(rule)} <EffectBadge type={rule.type} />
          </p>
          {rule.matchingQueries.length === 0 ? (
            <p className="text-xs text-slate-600">{t('allSearches')}</p>
          ) : (
            <TermChips terms={rule.matchingQueries} />
          )}
        </div>
      )}
    />
  );
}
