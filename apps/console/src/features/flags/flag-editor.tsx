import { FLAG_MODES, type FlagInput, type FlagMode, type FlagState } from '@playboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { SidePanel, SidePanelClose } from '../../ui/side-panel.tsx';
import { getFlagStatesQueryOptions } from './api/get-flag-states.ts';
import { useUpdateFlag } from './api/update-flag.ts';
import { FlagSitePicker, type ChosenSite } from './flag-site-picker.tsx';
import { useFlagStateLabel } from './flag-state-label.ts';

interface FlagForm {
  mode: FlagMode;
  sites: ChosenSite[];
}

/**
 * The form field a refused save is about: a 400 is about the sites in the instances mode (the only
 * input the server can find wrong there) and about the mode otherwise; a 404 naming a chosen site
 * is about the sites. Anything else (an unknown flag, a 409, a failure) is about the whole save.
 */
function fieldOf(error: unknown, input: FlagInput): keyof FlagForm | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 400) return input.mode === 'instances' ? 'sites' : 'mode';
  if (error.status === 404 && input.instances.some((instance) => error.message.includes(instance))) {
    return 'sites';
  }
  return undefined;
}

interface FlagEditorProps {
  flag: FlagState | null;
  onClose: () => void;
}

/** Who a flag is on for, edited in a side panel: off, everyone, or sites picked from the platform's list. */
export function FlagEditor({ flag, onClose }: FlagEditorProps) {
  const { t } = useTranslation('flags');
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  return (
    <SidePanel
      open={flag !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={flag ? t('editor.title', { name: flag.name }) : ''}
      description={flag ? t(`descriptions.${flag.name}`) : undefined}
      unsavedChanges={dirty ? t('editor.unsaved') : undefined}
    >
      {flag && <EditorForm key={flag.name} flag={flag} onSaved={close} onDirtyChange={setDirty} />}
    </SidePanel>
  );
}

interface EditorFormProps {
  flag: FlagState;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ flag, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation('flags');
  const errorMessage = useErrorMessage();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const stateLabel = useFlagStateLabel();
  const update = useUpdateFlag(flag.name);
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<FlagForm>({
    defaultValues: {
      mode: flag.mode,
      sites: flag.instances.map(({ instance, name }) => ({ instance, name })),
    },
  });
  const mode = useWatch({ control, name: 'mode' });
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const save = handleSubmit(async ({ mode: chosen, sites }) => {
    if (chosen === 'instances' && sites.length === 0) {
      setError('sites', { message: t('editor.chooseSite') });
      return;
    }
    const input: FlagInput = {
      mode: chosen,
      instances: chosen === 'instances' ? sites.map((site) => site.instance) : [],
    };
    setFailure(undefined);
    try {
      const saved = await update.mutateAsync(input);
      alerts.push({
        type: 'success',
        message: t('editor.saved', {
          name: saved.name,
          state: stateLabel(saved.mode, saved.instances.length),
        }),
      });
      onSaved();
    } catch (error) {
      const field = fieldOf(error, input);
      if (field) setError(field, { message: error instanceof Error ? error.message : String(error) });
      else setFailure(error);
      // A 409 says the flags moved to an Unleash meanwhile: the list shows it read-only again.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: getFlagStatesQueryOptions().queryKey });
      }
    }
  });

  return (
    <form
      aria-label={t('editor.form', { name: flag.name })}
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-6"
    >
      {flag.forcedOn && (
        <Callout tone="warning" title={t('forcedOn.badge')}>
          {t('forcedOn.editor')}
        </Callout>
      )}
      {failure !== undefined && (
        <Callout
          tone="error"
          title={t('editor.failed')}
          actions={
            <Button variant="secondary" onClick={() => void save()}>
              {t('tryAgain')}
            </Button>
          }
        >
          {errorMessage(failure)}
        </Callout>
      )}
      <RadioGroupField
        control={control}
        name="mode"
        legend={t('editor.mode')}
        options={FLAG_MODES.map((value) => ({
          value,
          label: t(`editor.modes.${value}.label`),
          description: t(`editor.modes.${value}.description`),
        }))}
      />
      {mode === 'instances' && <SitesField control={control} onChange={() => clearErrors('sites')} />}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <SidePanelClose>
          <Button variant="secondary">{t('editor.cancel')}</Button>
        </SidePanelClose>
        <Button type="submit" loading={update.isPending} loadingLabel={t('editor.saving')}>
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}

function SitesField({ control, onChange }: { control: Control<FlagForm>; onChange: () => void }) {
  const { field, fieldState } = useController({ control, name: 'sites' });
  return (
    <FlagSitePicker
      value={field.value}
      onChange={(sites) => {
        field.onChange(sites);
        onChange();
      }}
      error={fieldState.error?.message}
    />
  );
}
