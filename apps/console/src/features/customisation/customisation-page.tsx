import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRID_COLUMNS,
  platformCapabilities,
  Z_INDEX,
  type Site,
  type VisualCustomisation,
} from '@playboard/domain';
import { useId, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../lib/flags.ts';
import { useSelection } from '../../lib/session.ts';
import { useLayerSaveError } from '../../lib/use-layer-save-error.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { FieldShell, inputClassName } from '../../ui/form/field-shell.tsx';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { SettingsForm } from '../../ui/settings-form.tsx';
import { StorefrontLink } from '../../ui/storefront-link.tsx';
import { useCardFields } from './api/get-card-fields.ts';
import { useCustomisation } from './api/get-customisation.ts';
import { useProductLabels } from './api/get-product-labels.ts';
import { useSaveCustomisation } from './api/save-customisation.ts';
import { ColourField } from './colour-field.tsx';
import { customisationFormSchema, formValues, type CustomisationFormValues } from './customisation-form.ts';
import { FontField } from './font-field.tsx';
import { LabelsField } from './labels-field.tsx';
import { LayerPreview } from './layer-preview.tsx';
import { NumberField } from '../../ui/form/number-field.tsx';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';
const DEVICES = ['desktop', 'laptop', 'tablet', 'mobile'] as const;
const TEXT_STYLES = ['title', 'price'] as const;
/** The product card's either-or settings, each with its two values (spec 1 §3, visual customisation). */
const CARD_CHOICES = [
  ['alignment', ['left', 'center']],
  ['discountPosition', ['before', 'after']],
  ['imageFit', ['fit', 'fill']],
  ['imageSize', ['original', 'square']],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${card} space-y-5`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

type FormControl = Control<CustomisationFormValues>;

function TextStyleFields({ control, style }: { control: FormControl; style: (typeof TEXT_STYLES)[number] }) {
  const { t } = useTranslation('customisation');
  const prefix = `productCard.textStyles.${style}` as const;
  const options = <K extends string>(group: string, values: readonly K[]) =>
    values.map((value) => ({ value, label: t(`card.${group}.${value}`) }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t(`card.textStyle.${style}`)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField control={control} name={`${prefix}.color`} label={t('card.textColour')} />
        <SelectField
          control={control}
          name={`${prefix}.fontSize`}
          label={t('card.fontSizeLabel')}
          options={options('fontSize', ['small', 'standard'])}
        />
        <SelectField
          control={control}
          name={`${prefix}.fontWeight`}
          label={t('card.fontWeightLabel')}
          options={options('fontWeight', ['regular', 'bold'])}
        />
        <SelectField
          control={control}
          name={`${prefix}.capitalization`}
          label={t('card.capitalizationLabel')}
          options={options('capitalization', ['predefined', 'uppercase', 'lowercase', 'capitalize'])}
        />
      </div>
    </fieldset>
  );
}

function CustomCssField({ control }: { control: FormControl }) {
  const id = useId();
  const { t } = useTranslation('customisation');
  const { field, fieldState } = useController({ control, name: 'customCss' });
  return (
    <FieldShell id={id} label={t('css.label')} hint={t('css.hint')} error={fieldState.error?.message}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={8}
        spellCheck={false}
        className={`${inputClassName(Boolean(fieldState.error))} font-mono text-xs`}
      />
    </FieldShell>
  );
}

interface CustomisationFormProps {
  site: Site;
  language: string;
  saved: VisualCustomisation;
}

function CustomisationForm({ site, language, saved }: CustomisationFormProps) {
  const { t } = useTranslation('customisation');
  const alerts = useAlerts();
  const saveError = useLayerSaveError();
  const isEnabled = useFlags();
  const save = useSaveCustomisation(site.uuid);
  const cardFields = useCardFields(site.uuid);
  const labels = useProductLabels(site.uuid);
  // Remounts the font picker, which keeps its own "custom" choice, on save and discard.
  const [version, setVersion] = useState(0);
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(customisationFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(saved),
  });
  const values = useWatch({ control });
  const parsed = customisationFormSchema.safeParse(values);
  const extraField = typeof values.productCard?.extraField === 'string' ? values.productCard.extraField : '';

  const capabilities = platformCapabilities[site.platform];
  // spec 1 §6, §9: the variant selector needs the platform and its rollout flag.
  const offersVariantSelector =
    capabilities.supportVariantSelector && isEnabled('PLAY_CUSTOMIZATION_VARIANT_SELECTOR');

  const onSubmit = handleSubmit((draft) =>
    save.mutateAsync(draft).then(
      (stored) => {
        reset(formValues(stored));
        setVersion((current) => current + 1);
        alerts.push({ type: 'success', message: t('saved') });
      },
      (error: unknown) => alerts.push({ type: 'error', message: saveError(error) }),
    ),
  );
  const discard = () => {
    reset();
    setVersion((current) => current + 1);
  };

  const radio = (group: string, choices: readonly string[]) =>
    choices.map((value) => ({ value, label: t(`${group}.${value}`) }));

  return (
    <SettingsForm
      namespace="customisation"
      leaveMessage={t('leave.body')}
      dirty={formState.isDirty}
      saving={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onDiscard={discard}
      aside={
        <aside aria-label={t('preview.label')} className="xl:sticky xl:top-6 xl:self-start">
          <LayerPreview
            instance={site.instance}
            language={language}
            draft={parsed.success ? parsed.data : undefined}
          />
          <p className="mt-2 text-xs text-slate-500">{t('preview.hint')}</p>
        </aside>
      }
    >
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      <Section title={t('brand.title')}>
        <TextField
          control={control}
          name="logoUrl"
          label={t('brand.logoUrl')}
          hint={t('brand.logoUrlHint')}
          type="url"
          placeholder="https://"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField control={control} name="mainColor" label={t('brand.mainColour')} />
          <ColourField control={control} name="secondaryColor" label={t('brand.secondaryColour')} />
        </div>
        <FontField key={version} control={control} />
      </Section>

      <Section title={t('layout.title')}>
        <RadioGroupField
          control={control}
          name="margin"
          legend={t('layout.margin')}
          options={radio('layout.margins', ['full', 'condensed'])}
          columns={2}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('layout.gridColumns')}</legend>
          <p className="mt-1 text-xs text-slate-500">
            {t('layout.gridColumnsHint', { min: GRID_COLUMNS.min, max: GRID_COLUMNS.max })}
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-4">
            {DEVICES.map((device) => (
              <NumberField
                key={device}
                control={control}
                name={`gridColumns.${device}`}
                label={t(`layout.devices.${device}`)}
                min={GRID_COLUMNS.min}
                max={GRID_COLUMNS.max}
              />
            ))}
          </div>
        </fieldset>
        <NumberField
          control={control}
          name="zIndex"
          label={t('layout.zIndex')}
          hint={t('layout.zIndexHint', { min: Z_INDEX.min, max: Z_INDEX.max })}
          min={Z_INDEX.min}
          max={Z_INDEX.max}
        />
      </Section>

      <Section title={t('card.title')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField control={control} name="productCard.addToCart" label={t('card.addToCart')} />
          <CheckboxField
            control={control}
            name="productCard.quantitySelector"
            label={t('card.quantitySelector')}
          />
          <CheckboxField
            control={control}
            name="productCard.variantAttributes"
            label={t('card.variantAttributes')}
          />
          {offersVariantSelector && (
            <CheckboxField
              control={control}
              name="productCard.variantSelector"
              label={t('card.variantSelector')}
            />
          )}
          {capabilities.hasTaxAlternativePrice && (
            <CheckboxField
              control={control}
              name="productCard.taxAlternativePrice"
              label={t('card.taxAlternativePrice')}
            />
          )}
        </div>
        <SelectField
          control={control}
          name="productCard.extraField"
          label={t('card.extraField')}
          hint={cardFields.isError ? t('card.extraFieldFailed') : t('card.extraFieldHint')}
          options={[
            { value: '', label: t('card.extraFieldNone') },
            ...(cardFields.data?.fields ?? []).map(({ field }) => ({ value: field, label: field })),
            // A saved field the catalogue no longer carries stays visible rather than silently changing.
            ...(extraField && !cardFields.data?.fields.some(({ field }) => field === extraField)
              ? [{ value: extraField, label: extraField }]
              : []),
          ]}
        />
        <div className="space-y-5">
          {CARD_CHOICES.map(([choice, values]) => (
            <RadioGroupField
              key={choice}
              control={control}
              name={`productCard.${choice}`}
              legend={t(`card.${choice}`)}
              options={radio(`card.${choice}s`, values)}
              columns={2}
            />
          ))}
        </div>
        {TEXT_STYLES.map((style) => (
          <TextStyleFields key={style} control={control} style={style} />
        ))}
        <LabelsField control={control} availability={labels.data?.labels} />
      </Section>

      <Section title={t('questionsAi.title')}>
        <CheckboxField control={control} name="questionsAi" label={t('questionsAi.label')} />
        <p className="text-xs text-slate-500">{t('questionsAi.hint')}</p>
      </Section>

      <Section title={t('css.title')}>
        <CustomCssField control={control} />
      </Section>
    </SettingsForm>
  );
}

function Customisation({ site, language }: { site: Site; language: string }) {
  const { t } = useTranslation('customisation');
  const query = useCustomisation(site.uuid);
  if (!query.isSuccess) return <QueryFallback query={query} t={t} />;
  return <CustomisationForm site={site} language={language} saved={query.data} />;
}

/** /customisation (spec 1 §2, §3): how the search layer looks, with a live preview of the real layer. */
export function Component() {
  const { t } = useTranslation('customisation');
  const { site, engine } = useSelection();
  if (!site) return null;
  const language = engine?.language ?? site.engines[0]?.language ?? 'en';
  return (
    <Page
      title={t('title')}
      description={t('intro')}
      actions={
        <>
          <HistoryLink kind="customisation" />
          <StorefrontLink site={site} />
        </>
      }
    >
      <Customisation key={site.uuid} site={site} language={language} />
    </Page>
  );
}
