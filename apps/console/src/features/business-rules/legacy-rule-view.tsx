import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useErrorMessage } from '../../lib/errors.ts';
import { useLegacyRule } from './api/get-legacy-rule.ts';

/**
 * A saved rule in the legacy format (spec 2 §3: name, context keywords and pivots, products and
 * attributes ranking with hidden items inline, metadata), read only, as integrators of the older API see it.
 */
export function LegacyRuleView({ instance, id }: { instance: string; id: string }) {
  const { t } = useTranslation('query-ranking');
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const legacy = useLegacyRule(instance, id, open);
  const rule = legacy.data;
  return (
    <details
      className="rounded-md bg-slate-50 px-3 py-2 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-slate-700">{t('legacy.title')}</summary>
      <p className="mt-1 text-xs text-slate-500">{t('legacy.description')}</p>
      {legacy.isError ? (
        <p role="alert" className="mt-2 text-rose-700">
          {t('legacy.failed')} {errorMessage(legacy.error)}{' '}
          <Button variant="ghost" type="button" onClick={() => void legacy.refetch()}>
            {t('tryAgain')}
          </Button>
        </p>
      ) : !rule ? (
        open && <Spinner label={t('legacy.loading')} className="mt-2 text-indigo-600" />
      ) : (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-xs">
          <dt className="font-medium text-slate-600">name</dt>
          <dd>{rule.name}</dd>
          <dt className="font-medium text-slate-600">context.keywords</dt>
          <dd>{rule.context.keywords.join(', ') || '—'}</dd>
          <dt className="font-medium text-slate-600">context.pivots</dt>
          <dd>
            {rule.context.pivots.map((pivot) => `${pivot.name}=${pivot.values.join('|')}`).join(', ') || '—'}
          </dd>
          {(['products_ranking', 'attributes_ranking'] as const).map((list) => (
            <div key={list} className="contents">
              <dt className="font-medium text-slate-600">{list}</dt>
              <dd>
                {rule[list].length === 0 ? (
                  '—'
                ) : (
                  <ul>
                    {rule[list].map((element, index) => (
                      <li key={index}>
                        {element.action} {element.field_name}={element.field_value}
                        {element.schedule.activation_date &&
                          ` ${t('legacy.from', { date: element.schedule.activation_date })}`}
                        {element.schedule.deactivation_date &&
                          ` ${t('legacy.until', { date: element.schedule.deactivation_date })}`}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
          <dt className="font-medium text-slate-600">metadata</dt>
          <dd>
            {[rule.metadata.user, rule.metadata.created_on, rule.metadata.updated_on]
              .filter(Boolean)
              .join(' · ') || '—'}
          </dd>
        </dl>
      )}
    </details>
  );
}
