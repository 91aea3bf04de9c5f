import { zodResolver } from '@hookform/resolvers/zod';
import {
  synonymGroupInputSchema,
  type Language,
  type Site,
  type SynonymGroup,
  type SynonymGroupInput,
} from '@playboard/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { SearchPreview } from '../../ui/search-preview.tsx';
import { SidePanel, SidePanelClose } from '../../ui/side-panel.tsx';
import { useCreateSynonym } from './api/create-synonym.ts';
import { useUpdateSynonym } from './api/update-synonym.ts';

interface SynonymEditorProps {
  site: Site;
  language: Language;
  /** The group edited; null for a new one. */
  group: SynonymGroup | null;
  open: boolean;
  onClose: () => void;
}

/** What one-way means for these terms: the first finds the others, not the reverse. */
function OneWayHint({ terms, oneWay }: { terms: string[]; oneWay: boolean }) {
  const { t } = useTranslation('synonyms');
  const [first, ...others] = terms;
  if (!oneWay) return <p className="mt-1 pl-7 text-xs text-slate-500">{t('oneWay.off')}</p>;
  if (first === undefined || others.length === 0)
    return <p className="mt-1 pl-7 text-xs text-slate-500">{t('oneWay.onGeneric')}</p>;
  return (
    <p className="mt-1 pl-7 text-xs text-slate-500">{t('oneWay.on', { first, others: others.join(', ') })}</p>
  );
}

interface EditorFormProps extends Omit<SynonymEditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, language, group, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation('synonyms');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const create = useCreateSynonym(site.uuid);
  const update = useUpdateSynonym(site.uuid);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(synonymGroupInputSchema),
    mode: 'onChange',
    defaultValues: { language, terms: group?.terms ?? [], oneWay: group?.oneWay ?? false },
  });
  const draft = useWatch({ control });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const parsed = synonymGroupInputSchema.safeParse(draft);
  const change = parsed.success ? { kind: 'synonym' as const, id: group?.id, value: parsed.data } : null;
  const saving = create.isPending || update.isPending;
  // Also in the panel: while it is open, the modal hides the alert dock from screen readers.
  const failure = group ? update.error : create.error;

  const submit = handleSubmit((input: SynonymGroupInput) => {
    const done = {
      onSuccess: () => {
        alerts.push({ type: 'success', message: t(group ? 'editor.updated' : 'editor.created') });
        onSaved();
      },
      onError: (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    };
    if (group?.id) update.mutate({ id: group.id, input }, done);
    else create.mutate(input, done);
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        aria-label={t('editor.form')}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-6"
      >
        <TermsField
          control={control}
          name="terms"
          label={t('editor.terms')}
          placeholder={t('editor.termsPlaceholder')}
          autoFocus
        />
        <div>
          <CheckboxField control={control} name="oneWay" label={t('oneWay.label')} />
          <OneWayHint
            terms={draft.terms?.filter((term) => term !== undefined) ?? []}
            oneWay={draft.oneWay ?? false}
          />
        </div>
        {failure && !saving && <Callout tone="error">{errorMessage(failure)}</Callout>}
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <SidePanelClose>
            <Button variant="secondary">{t('editor.cancel')}</Button>
          </SidePanelClose>
          <Button type="submit" loading={saving} loadingLabel={t('editor.saving')}>
            {t('editor.save')}
          </Button>
        </div>
      </form>
      <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <SearchPreview
          siteId={site.uuid}
          language={language}
          currency={site.currency}
          change={change}
          incompleteHint={t('editor.previewIncomplete')}
          suggestedQuery={draft.terms?.[0] ?? undefined}
        />
      </div>
    </div>
  );
}

/**
 * Creates or edits a synonym group in a side panel, with the storefront's answer for a query beside
 * the form, the group applied before it is saved.
 */
export function SynonymEditor({ open, onClose, ...props }: SynonymEditorProps) {
  const { t } = useTranslation('synonyms');
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      unsavedChanges={dirty ? t('editor.unsaved') : undefined}
      size="wide"
      title={t(props.group ? 'editor.editTitle' : 'editor.createTitle')}
      description={t('editor.description')}
    >
      {open && (
        <EditorForm key={props.group?.id ?? 'new'} onSaved={close} onDirtyChange={setDirty} {...props} />
      )}
    </SidePanel>
  );
}
