import { MERCHANDISING_PAGE_MAX, type BusinessRule, type Language } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { ActionText } from '../../ui/action-text.tsx';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { useConvertBusinessRule, useConvertingBusinessRuleIds } from './api/convert-business-rule.ts';
import { useDeleteBusinessRule, useDeletingBusinessRuleIds } from './api/delete-business-rule.ts';
import { useBusinessRules } from './api/get-business-rules.ts';
import { EffectBadge, Ranking, useRankingText } from './business-rules-table.tsx';

interface OlderRulesSectionProps {
  site: { uuid: string; instance: string };
  language: Language;
}

/**
 * The business rules of the older version (spec 1 §3) that still apply while query ranking is on
 * (issue 32): listed with what they do, each converted into a query ranking rule in one step or
 * deleted. Nothing shows while a site has none.
 */
export function OlderRulesSection({ site, language }: OlderRulesSectionProps) {
  const { t } = useTranslation('query-ranking');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const rankingText = useRankingText();
  const canWrite = useCanWrite();
  const older = useBusinessRules(site.uuid, { language, limit: MERCHANDISING_PAGE_MAX });
  const convert = useConvertBusinessRule(site.uuid, site.instance);
  const converting = useConvertingBusinessRuleIds(site.uuid);
  const remove = useDeleteBusinessRule(site.uuid);
  const deleting = useDeletingBusinessRuleIds(site.uuid);
  const [deletingRule, setDeletingRule] = useState<BusinessRule | null>(null);

  if (older.isError) {
    return (
      <InlineLoadFailed
        title={t('older.loadFailed')}
        error={older.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void older.refetch()}
      />
    );
  }
  if (!older.data) return <Spinner label={t('older.loading')} className="text-indigo-600" />;
  const { businessRules: rules, total } = older.data;
  if (total === 0) return null;

  return (
    <section
      aria-labelledby="older-rules-title"
      className="mb-6 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-6"
    >
      <h2 id="older-rules-title" className="text-base font-semibold text-slate-900">
        {t('older.title', { count: total })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('older.body')}</p>
      <ul className="mt-4 space-y-2">
        {rules.map((rule) => {
          const id = rule.id!;
          const busy = converting.has(id) || deleting.has(id);
          return (
            <li
              key={id}
              className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
            >
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-slate-900">
                    <Ranking rule={rule} siteId={site.uuid} language={language} />
                  </span>
                  <EffectBadge type={rule.type} />
                </div>
                {rule.matchingQueries.length === 0 ? (
                  <p className="text-sm text-slate-600 italic">{t('older.allSearches')}</p>
                ) : (
                  <TermChips terms={rule.matchingQueries} />
                )}
              </div>
              {canWrite && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      convert.mutate(id, {
                        onSuccess: () => alerts.push({ type: 'success', message: t('older.converted') }),
                        onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
                      })
                    }
                  >
                    {converting.has(id) ? (
                      t('older.converting')
                    ) : (
                      <ActionText
                        text={t('older.convertLabel', { rule: rankingText(rule) })}
                        value={rankingText(rule)}
                      />
                    )}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={busy}
                    aria-label={t('older.deleteLabel', { rule: rankingText(rule) })}
                    onClick={() => setDeletingRule(rule)}
                  >
                    {deleting.has(id) ? t('older.deleting') : t('older.delete')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {total > rules.length && (
        <p className="mt-3 text-xs text-slate-600">{t('older.more', { shown: rules.length, total })}</p>
      )}
      <ConfirmDialog
        open={deletingRule !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingRule(null);
        }}
        title={t('older.deleteTitle')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => {
          if (!deletingRule?.id) return;
          remove.mutate(deletingRule.id, {
            onSuccess: () => alerts.push({ type: 'success', message: t('older.deleted') }),
            onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
          });
        }}
      >
        <p className="mb-3">{t('older.deleteBody')}</p>
        {deletingRule && <p className="text-sm font-medium text-slate-900">{rankingText(deletingRule)}</p>}
      </ConfirmDialog>
    </section>
  );
}
