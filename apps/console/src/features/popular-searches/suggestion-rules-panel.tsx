import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANNED_WORDS,
  SUGGESTION_THRESHOLDS,
  suggestionRulesSchema,
  type SuggestionRules,
} from '@playboard/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { NumberField } from '../../ui/form/number-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useSuggestionRules } from './api/get-suggestion-rules.ts';
import { useSaveSuggestionRules } from './api/save-suggestion-rules.ts';
import { useSaveMessage } from './save-message.ts';

interface SuggestionRulesPanelProps {
  siteId: string;
  /** The member may change the rules (`play.blacklist` WRITE); otherwise they show only. */
  canWrite: boolean;
  /** Rebuilds the language's popular searches (new thresholds apply at the next build). */
  onRebuild: () => void;
}

function RulesForm({
  siteId,
  rules,
  canWrite,
  onRebuild,
}: SuggestionRulesPanelProps & { rules: SuggestionRules }) {
  const { t } = useTranslation('popular-searches');
  const saveMessage = useSaveMessage();
  const save = useSaveSuggestionRules(siteId);
  const { control, handleSubmit, formState, reset } = useForm<SuggestionRules>({
    resolver: zodResolver(suggestionRulesSchema),
    mode: 'onChange',
    values: rules,
    resetOptions: { keepDirtyValues: true },
  });
  const [saved, setSaved] = useState<'words' | 'thresholds' | null>(null);

  // One save at a time, even for a second click before the button shows it busy.
  const submitting = useRef(false);
  const send = handleSubmit(async (draft) => {
    setSaved(null);
    const thresholdsChanged =
      draft.minSessions !== rules.minSessions || draft.lookbackDays !== rules.lookbackDays;
    const answer = await save.mutateAsync(draft).catch(() => undefined);
    if (!answer) return;
    reset(answer);
    setSaved(thresholdsChanged ? 'thresholds' : 'words');
    if (thresholdsChanged) onRebuild();
  });
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send();
    } finally {
      submitting.current = false;
    }
  };

  return (
    <form
      noValidate
      aria-label={t('rules.title')}
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
    >
      <fieldset disabled={!canWrite} className="min-w-0 space-y-5">
        <TermsField
          control={control}
          name="bannedWords"
          label={t('rules.bannedWords')}
          hint={t('rules.bannedWordsHint', BANNED_WORDS)}
          placeholder={t('rules.bannedWordsPlaceholder')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            control={control}
            name="minSessions"
            label={t('rules.minSessions')}
            hint={t('rules.minSessionsHint', SUGGESTION_THRESHOLDS.minSessions)}
            {...SUGGESTION_THRESHOLDS.minSessions}
          />
          <NumberField
            control={control}
            name="lookbackDays"
            label={t('rules.lookbackDays')}
            hint={t('rules.lookbackDaysHint', SUGGESTION_THRESHOLDS.lookbackDays)}
            {...SUGGESTION_THRESHOLDS.lookbackDays}
          />
        </div>
        <p className="text-xs text-slate-500">{t('rules.thresholdsApply')}</p>
      </fieldset>
      {save.isError && (
        <Callout
          tone="error"
          title={t('rules.saveFailed')}
          actions={
            <Button variant="secondary" onClick={() => void submit()}>
              {t('tryAgain')}
            </Button>
          }
        >
          {saveMessage(save.error)}
        </Callout>
      )}
      {saved && !formState.isDirty && (
        <p role="status" className="text-sm text-emerald-700">
          {t(saved === 'thresholds' ? 'rules.savedRebuilding' : 'rules.saved')}
        </p>
      )}
      {canWrite && (
        <Button
          type="submit"
          loading={save.isPending}
          loadingLabel={t('rules.saving')}
          disabled={!formState.isDirty}
        >
          {t('rules.save')}
        </Button>
      )}
    </form>
  );
}

/**
 * The rules the builds learn with (`play.blacklist`): the banned words and phrases as chips (Enter
 * adds, each chip's button removes), the sessions a search needs and the days a build looks back.
 * Banned words apply at once; saving new thresholds rebuilds the popular searches with them.
 */
export function SuggestionRulesPanel(props: SuggestionRulesPanelProps) {
  const { t } = useTranslation('popular-searches');
  const id = useId();
  const rules = useSuggestionRules(props.siteId, true);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('rules.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('rules.description')}</p>
      {rules.isError ? (
        <InlineLoadFailed
          title={t('rules.loadFailed')}
          error={rules.error}
          retryLabel={t('tryAgain')}
          onRetry={() => void rules.refetch()}
        />
      ) : rules.data ? (
        <RulesForm {...props} rules={rules.data} />
      ) : (
        <Spinner size="small" label={t('rules.loading')} />
      )}
    </section>
  );
}
