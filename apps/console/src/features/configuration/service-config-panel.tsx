import type { ConfigEntity, ConfigIssue, ConfigService, JsonSchema } from '@playboard/domain';
import { configErrorBodySchema } from '@playboard/domain';
import type Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useEnableConfig, useSaveConfig, useServiceConfig } from './api/service-configs.ts';
import { ChangeList } from './change-list.tsx';
import {
  changedFields,
  configFields,
  dataOf,
  effectiveValues,
  hasValueAt,
  valueAt,
  type ConfigField,
} from './config-fields.ts';
import { HistoryPanel } from './history-panel.tsx';
import { useLocalisedSchema, type LocalisedSchema } from './localised-schema.ts';
import { SchemaForm } from './schema-form.tsx';

interface ServiceConfigPanelProps {
  service: ConfigService;
  instance: string;
}

/** The 400's details, on the fields their JSON pointers name; the rest (the root) apart. */
function detailsOf(error: unknown): ConfigIssue[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const parsed = configErrorBodySchema.safeParse(error.body);
  return parsed.success && parsed.data.details.length > 0 ? parsed.data.details : undefined;
}

function errorSchemaOf(details: readonly ConfigIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of details) {
    let node = root;
    for (const key of path
      .split('/')
      .slice(1)
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}

/** One service's settings of one instance: the form, its switch, saving and the history. */
export function ServiceConfigPanel({ service, instance }: ServiceConfigPanelProps) {
  const { t } = useTranslation('configuration');
  const config = useServiceConfig({ service, instance });

  if (config.isPending) return <Spinner label={t('loading')} />;
  if (config.isError) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        error={config.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void config.refetch()}
      />
    );
  }
  return <LoadedConfig entity={config.data} />;
}

function LoadedConfig({ entity }: { entity: ConfigEntity }) {
  const { t } = useTranslation('configuration');
  const [notice, setNotice] = useState<string>();
  const localised = useLocalisedSchema(entity.service, entity.schema as JsonSchema);
  return (
    <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4">
        {notice && (
          <Callout tone="success">
            <span role="status">{notice}</span>
          </Callout>
        )}
        <EnableSwitch entity={entity} onDone={setNotice} />
        <ConfigEditor
          key={`${entity.id}:${entity.metadata.updatedAt ?? 'defaults'}:${String(entity.enabled)}`}
          entity={entity}
          localised={localised}
          onSaved={() => setNotice(t('saved'))}
          onEdit={() => setNotice(undefined)}
        />
      </div>
      <HistoryPanel
        service={entity.service}
        instance={entity.instance}
        fields={configFields(localised.schema)}
        onReverted={() => setNotice(t('history.reverted'))}
      />
    </div>
  );
}

function EnableSwitch({ entity, onDone }: { entity: ConfigEntity; onDone: (notice: string) => void }) {
  const { t } = useTranslation('configuration');
  const errorMessage = useErrorMessage();
  const enable = useEnableConfig({ service: entity.service, instance: entity.instance });
  const canWrite = useCanWrite();
  const toggle = (enabled: boolean) =>
    enable.mutate(enabled, {
      onSuccess: () => onDone(enabled ? t('enable.turnedOn') : t('enable.turnedOff')),
    });
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <label className="flex items-center gap-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          role="switch"
          checked={entity.enabled}
          disabled={enable.isPending || !canWrite}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby="config-enable-hint"
          className="size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        {t('enable.label')}
      </label>
      <p id="config-enable-hint" className="mt-1 pl-7 text-xs text-slate-600">
        {entity.enabled ? t('enable.onHint') : t('enable.offHint')}
      </p>
      {enable.isError && (
        <p role="alert" className="mt-2 pl-7 text-xs text-rose-700">
          {t('enable.failed')} {errorMessage(enable.error)}{' '}
          <button type="button" className="font-medium underline" onClick={() => toggle(!entity.enabled)}>
            {t('tryAgain')}
          </button>
        </p>
      )}
    </div>
  );
}

interface ConfigEditorProps {
  entity: ConfigEntity;
  localised: LocalisedSchema;
  onSaved: () => void;
  onEdit: () => void;
}

function ConfigEditor({ entity, localised, onSaved, onEdit }: ConfigEditorProps) {
  const { t } = useTranslation('configuration');
  const errorMessage = useErrorMessage();
  const fields = useMemo(() => configFields(localised.schema), [localised.schema]);
  const defaults = useMemo(
    () => new Map(fields.map((field) => [field.pointer, field.defaultValue])),
    [fields],
  );
  const [values, setValues] = useState(() => effectiveValues(fields, entity.data));
  const [setPointers, setSetPointers] = useState<ReadonlySet<string>>(
    () =>
      new Set(fields.filter((field) => hasValueAt(entity.data, field.path)).map((field) => field.pointer)),
  );
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<Form>(null);
  const save = useSaveConfig({ service: entity.service, instance: entity.instance });
  // A READ-only operator sees the settings and where each comes from, and changes none.
  const canWrite = useCanWrite();
  const details = detailsOf(save.error);

  const draft = dataOf(fields, setPointers, values);
  const changes = changedFields(fields, entity.data, draft);

  const edit = (next: Record<string, unknown>) => {
    const changed = fields.filter(
      (field: ConfigField) => !Object.is(valueAt(next, field.path), valueAt(values, field.path)),
    );
    if (changed.length === 0) return;
    setSetPointers(new Set([...setPointers, ...changed.map((field) => field.pointer)]));
    setValues(next);
    save.reset();
    onEdit();
  };

  const reset = (pointer: string) => {
    const field = fields.find((candidate) => candidate.pointer === pointer);
    if (!field) return;
    const nextSet = new Set(setPointers);
    nextSet.delete(pointer);
    setSetPointers(nextSet);
    setValues(effectiveValues(fields, dataOf(fields, nextSet, values)));
    save.reset();
    onEdit();
  };

  // The saved entity remounts this editor (its key), which drops mutate's own callbacks: the
  // promise still settles, and a failure stays on the mutation for the callouts below.
  const submit = () => save.mutateAsync(draft).then(onSaved, () => undefined);

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">
        {String(localised.schema.title ?? entity.service)}
      </h2>
      {typeof localised.schema.description === 'string' && (
        <p className="text-sm text-slate-600">{localised.schema.description}</p>
      )}
      {!entity.enabled && (
        <Callout tone="warning" className="mt-3">
          {t('enable.offNotice')}
        </Callout>
      )}
      <SchemaForm
        service={entity.service}
        formRef={formRef}
        schema={entity.schema as RJSFSchema}
        uiSchema={localised.uiSchema}
        values={values}
        onChange={edit}
        context={{ setPointers, defaults, onReset: reset, disabled: save.isPending || !canWrite }}
        extraErrors={details ? errorSchemaOf(details) : undefined}
      />
      {details?.some((detail) => detail.path === '') && (
        <Callout tone="error" className="mt-3">
          {details
            .filter((detail) => detail.path === '')
            .map((detail) => detail.message)
            .join(' ')}
        </Callout>
      )}
      {save.isError && !details && (
        <Callout
          tone="error"
          className="mt-3"
          title={t('saveFailed')}
          actions={
            <Button variant="secondary" onClick={submit}>
              {t('tryAgain')}
            </Button>
          }
        >
          {errorMessage(save.error)}
        </Callout>
      )}
      {details && (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {t('refused')}
        </p>
      )}
      <div className="mt-4 flex items-center justify-end gap-3">
        {changes.length === 0 && <span className="text-xs text-slate-500">{t('noChanges')}</span>}
        <Button
          disabled={changes.length === 0 || save.isPending || !canWrite}
          onClick={() => {
            if (formRef.current?.validateForm()) setConfirming(true);
          }}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('diff.title', { count: changes.length })}
        footer={
          <>
            <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
              {t('diff.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                submit();
              }}
            >
              {t('diff.confirm')}
            </Button>
          </>
        }
      >
        <p className="mb-3 text-sm text-slate-600">{t('diff.intro', { instance: entity.instance })}</p>
        <ChangeList changes={changes} />
      </Dialog>
    </div>
  );
}
