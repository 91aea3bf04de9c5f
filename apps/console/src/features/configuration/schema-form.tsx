import Form from '@rjsf/core';
import type {
  BaseInputTemplateProps,
  ErrorSchema,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
  UiSchema,
  WidgetProps,
} from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import layerValidators from 'virtual:config-validator/layer';
import searchValidators from 'virtual:config-validator/search';
import trackingValidators from 'virtual:config-validator/tracking';
import { SERVICE_CONFIG_SCHEMAS, type ConfigService } from '@playboard/domain';
import { clsx } from 'clsx';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { toPointer } from './config-fields.ts';

/** What the templates need besides the schema: which fields the instance sets, and the reset. */
interface SchemaFormContext {
  setPointers: ReadonlySet<string>;
  defaults: ReadonlyMap<string, unknown>;
  onReset: (pointer: string) => void;
  disabled: boolean;
}

const formContextOf = (registry: { formContext?: unknown }) => registry.formContext as SchemaFormContext;

/** A leaf: its title, what it does, its control, where its value comes from and its errors. */
function FieldTemplate({
  id,
  fieldPathId,
  label,
  schema,
  rawDescription,
  children,
  rawErrors,
  registry,
}: FieldTemplateProps) {
  const { t } = useTranslation('configuration');
  if (schema.type === 'object') return children;
  const context = formContextOf(registry);
  const pointer = toPointer(fieldPathId.path);
  const set = context.setPointers.has(pointer);
  const defaultValue = context.defaults.get(pointer);
  const errors = rawErrors ?? [];
  return (
    <div className="flex flex-col gap-1.5 border-b border-slate-100 py-3 last:border-b-0 sm:flex-row sm:items-start sm:gap-6">
      <div className="flex-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {rawDescription && (
          <p id={`${id}-description`} className="mt-0.5 text-xs text-slate-500">
            {rawDescription}
          </p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          <span
            className={clsx(
              'rounded px-1.5 py-0.5 font-medium',
              set ? 'bg-indigo-50 text-indigo-800' : 'bg-slate-100 text-slate-600',
            )}
          >
            {set ? t('source.set') : t('source.default')}
          </span>
          {set && (
            <>
              <span className="text-slate-500">
                {t('source.defaultIs', {
                  value:
                    typeof defaultValue === 'boolean' ? t(defaultValue ? 'on' : 'off') : String(defaultValue),
                })}
              </span>
              <Button
                variant="ghost"
                className="px-1.5 py-0.5 text-xs"
                disabled={context.disabled}
                onClick={() => context.onReset(pointer)}
                aria-label={t('source.resetField', { field: label })}
              >
                {t('source.reset')}
              </Button>
            </>
          )}
        </p>
      </div>
      <div className="sm:w-56">
        {children}
        {errors.length > 0 && (
          <ul id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-rose-600">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A group of settings (the schema's objects): a titled section; the root shows only its fields. */
function ObjectFieldTemplate({ title, description, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const content = properties.map((property) => <div key={property.name}>{property.content}</div>);
  if (fieldPathId.path.length === 0) return <div>{content}</div>;
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 px-4 pt-2 pb-1">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {description && <p className="text-xs text-slate-500">{description}</p>}
      {content}
    </fieldset>
  );
}

/** A number: the console's text input. */
function BaseInputTemplate({
  id,
  type,
  value,
  onChange,
  onBlur,
  onFocus,
  options,
  schema,
  disabled,
  readonly,
  rawErrors,
}: BaseInputTemplateProps) {
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <input
      id={id}
      name={id}
      type={type === 'number' || schema.type === 'integer' ? 'number' : 'text'}
      min={schema.minimum}
      max={schema.maximum}
      step={schema.type === 'integer' ? 1 : undefined}
      value={value ?? ''}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={clsx(`${id}-description`, invalid && `${id}-error`)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      className={inputClassName(invalid)}
    />
  );
}

/** A boolean: an on/off switch like the console's other switches. */
function CheckboxWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  rawErrors,
}: WidgetProps) {
  const { t } = useTranslation('configuration');
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <span className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input
        id={id}
        name={id}
        type="checkbox"
        role="switch"
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={clsx(`${id}-description`, invalid && `${id}-error`)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        className="size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <span aria-hidden="true">{value === true ? t('on') : t('off')}</span>
    </span>
  );
}

const templates = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton: () => null },
};

const widgets = { CheckboxWidget };

/**
 * Each service's ajv validator, compiled from its schema when the console is built (the Content
 * Security Policy forbids compiling in the browser); the entity's schema is the same contract.
 */
const validators = {
  search: createPrecompiledValidator(searchValidators, SERVICE_CONFIG_SCHEMAS.search as RJSFSchema),
  tracking: createPrecompiledValidator(trackingValidators, SERVICE_CONFIG_SCHEMAS.tracking as RJSFSchema),
  layer: createPrecompiledValidator(layerValidators, SERVICE_CONFIG_SCHEMAS.layer as RJSFSchema),
} satisfies Record<ConfigService, unknown>;

interface SchemaFormProps {
  service: ConfigService;
  formRef: RefObject<Form | null>;
  schema: RJSFSchema;
  /** The titles and descriptions shown, in the console's language. */
  uiSchema: UiSchema;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  context: SchemaFormContext;
  /** The server's refusal of a save, on its fields. */
  extraErrors?: ErrorSchema;
}

/**
 * The settings of one service, generated from the schema the server sends with the entity and
 * validated with ajv as the server does; drawn with the console's own controls.
 */
export function SchemaForm({
  service,
  formRef,
  schema,
  uiSchema,
  values,
  onChange,
  context,
  extraErrors,
}: SchemaFormProps) {
  return (
    <Form
      ref={formRef}
      schema={schema}
      uiSchema={uiSchema}
      validator={validators[service]}
      formData={values}
      onChange={(event) => onChange(event.formData as Record<string, unknown>)}
      templates={templates}
      widgets={widgets}
      formContext={context}
      extraErrors={extraErrors}
      disabled={context.disabled}
      showErrorList={false}
      noHtml5Validate
      liveValidate="onChange"
    />
  );
}
