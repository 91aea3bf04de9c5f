import { zodResolver } from '@hookform/resolvers/zod';
import {
  bannerInputSchema,
  isValidTimeZone,
  localDay,
  nextDay,
  timeZones,
  urlSchema,
  validateBannerImage,
  type Banner,
  type BannerInput,
  type BannerSchedule,
  type Language,
  type Site,
} from '@playboard/domain';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { TuningEditorForm, TuningEditorPanel, useTuningSave } from '../../ui/tuning-editor.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useCreateBanner } from './api/create-banner.ts';
import { useUpdateBanner } from './api/update-banner.ts';
import { BannerImage } from './banner-image.tsx';
import { loadImageSize, useImageSize } from './image-size.ts';

interface BannerEditorProps {
  site: Site;
  language: Language;
  /** The banner edited; null for a new one. */
  banner: Banner | null;
  open: boolean;
  onClose: () => void;
}

/** An optional text typed in a box: empty means absent. */
const blankAsAbsent = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** An optional text box holding nothing or what `schema` accepts, with the message it would give. */
function optionalText(schema: z.ZodType, error: string) {
  return z.string().refine((value) => {
    const text = blankAsAbsent(value);
    return text === undefined || schema.safeParse(text).success;
  }, error);
}

/**
 * The banner as the form holds it: the optional target URL and title as text boxes (empty when
 * absent); the kind and position, which this screen does not edit, stay as they were.
 */
const bannerFormSchema = bannerInputSchema.omit({ kind: true, position: true }).extend({
  targetUrl: optionalText(urlSchema, 'validation.url'),
  title: optionalText(bannerInputSchema.shape.title, 'validation.maxlength'),
});

type BannerForm = z.infer<typeof bannerFormSchema>;

/** The API's body from the form's values, or null while they are not a valid banner. */
function toInput(values: unknown, banner: Banner | null): BannerInput | null {
  const form = bannerFormSchema.safeParse(values);
  if (!form.success) return null;
  const input = bannerInputSchema.safeParse({
    ...form.data,
    kind: banner?.kind ?? 'BANNER',
    position: banner?.position ?? 1,
    targetUrl: blankAsAbsent(form.data.targetUrl),
    title: blankAsAbsent(form.data.title),
  });
  return input.success ? input.data : null;
}

/** Spec 1's "ET" is New York; UTC first, then every IANA zone this browser knows. */
const NEW_YORK = 'America/New_York';

function useTimeZoneOptions(current: string) {
  const { t } = useTranslation('banners');
  return useMemo(() => {
    const named = (zone: string) =>
      zone === NEW_YORK || zone === 'ET' ? t('schedule.eastern') : zone.replaceAll('_', ' ');
    const zones = timeZones().filter((zone) => zone !== 'UTC' && zone !== NEW_YORK);
    const options = ['UTC', NEW_YORK, ...zones].map((zone) => ({ value: zone, label: named(zone) }));
    if (!options.some((option) => option.value === current))
      options.unshift({ value: current, label: named(current) });
    return options;
  }, [current, t]);
}

/** The days a new limited schedule starts with: today and the six after it, in the zone. */
function firstWeek(zone: string): { startDate: string; endDate: string } {
  const startDate = localDay(new Date(), zone);
  let endDate = startDate;
  for (let day = 0; day < 6; day++) endDate = nextDay(endDate);
  return { startDate, endDate };
}

interface EditorFormProps extends Omit<BannerEditorProps, 'open' | 'onClose'> {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditorForm({ site, language, banner, onSaved, onDirtyChange }: EditorFormProps) {
  const { t } = useTranslation('banners');
  const { save, saving, failure, errorMessage } = useTuningSave({
    namespace: 'banners',
    item: banner,
    create: useCreateBanner(site.uuid),
    update: useUpdateBanner(site.uuid),
    onSaved,
  });
  const siteZone = isValidTimeZone(site.timeZone) ? site.timeZone : 'UTC';
  const limited =
    banner?.schedule.type === 'LIMITED' ? banner.schedule : { timeZone: siteZone, ...firstWeek(siteZone) };
  const { control, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(bannerFormSchema),
    mode: 'onChange',
    defaultValues: {
      language,
      title: banner?.title ?? '',
      assetUrl: banner?.assetUrl ?? '',
      targetUrl: banner?.targetUrl ?? '',
      matchingQueries: banner?.matchingQueries ?? [],
      status: banner?.status ?? 'ACTIVE',
      // Both shapes' fields: switching to "limited" finds its days and zone filled in; "always" drops them.
      schedule: { ...limited, type: banner?.schedule.type ?? 'ALWAYS' } as BannerSchedule,
    },
  });
  const draft = useWatch({ control });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const value = toInput(draft, banner);
  const change = value ? { kind: 'banner' as const, id: banner?.id, value } : null;
  const imageUrl = useDebouncedValue(urlSchema.safeParse(draft.assetUrl).data);
  const image = useImageSize(imageUrl);
  const zone = draft.schedule?.type === 'LIMITED' ? (draft.schedule.timeZone ?? siteZone) : siteZone;
  const zones = useTimeZoneOptions(zone);
  const submit = handleSubmit(async (values: BannerForm) => {
    const input = toInput(values, banner);
    if (!input) return;
    // The browser checks the image before the save (spec 1 §5); the problem shows under the URL.
    if (validateBannerImage(await loadImageSize(input.assetUrl))) {
      setFocus('assetUrl');
      return;
    }
    save(input);
  });

  return (
    <TuningEditorForm
      namespace="banners"
      onSubmit={(event) => void submit(event)}
      saving={saving || formState.isSubmitting}
      failure={failure ? errorMessage(failure) : null}
      preview={{ site, language, change, suggestedQuery: draft.matchingQueries?.[0] ?? undefined }}
    >
      <div className="space-y-3">
        <TextField
          control={control}
          name="assetUrl"
          type="url"
          label={t('editor.assetUrl')}
          hint={t('editor.assetUrlHint')}
          placeholder="https://yourshop.com/banners/summer.jpg"
          autoFocus
        />
        <BannerImage check={image} alt={draft.title || t('image.previewAlt')} />
      </div>
      <TextField control={control} name="title" label={t('editor.title')} hint={t('editor.titleHint')} />
      <TextField
        control={control}
        name="targetUrl"
        type="url"
        label={t('editor.targetUrl')}
        hint={t('editor.targetUrlHint')}
        placeholder="https://yourshop.com/summer"
      />
      <TermsField
        control={control}
        name="matchingQueries"
        label={t('editor.terms')}
        hint={t('editor.termsHint')}
        placeholder={t('editor.termsPlaceholder')}
      />
      <RadioGroupField
        control={control}
        name="status"
        legend={t('editor.status')}
        columns={2}
        options={[
          { value: 'ACTIVE', label: t('editor.active'), description: t('editor.activeHint') },
          { value: 'INACTIVE', label: t('editor.inactive'), description: t('editor.inactiveHint') },
        ]}
      />
      <div className="space-y-4">
        <RadioGroupField
          control={control}
          name="schedule.type"
          legend={t('schedule.legend')}
          columns={2}
          options={[
            { value: 'ALWAYS', label: t('schedule.always'), description: t('schedule.alwaysHint') },
            { value: 'LIMITED', label: t('schedule.limited'), description: t('schedule.limitedHint') },
          ]}
        />
        {draft.schedule?.type === 'LIMITED' && (
          <div className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                control={control}
                name="schedule.startDate"
                type="date"
                label={t('schedule.start')}
              />
              <TextField control={control} name="schedule.endDate" type="date" label={t('schedule.end')} />
            </div>
            <SelectField
              control={control}
              name="schedule.timeZone"
              label={t('schedule.timeZone')}
              options={zones}
            />
            <p className="text-xs text-slate-600">{t('schedule.midnight', { zone })}</p>
          </div>
        )}
      </div>
    </TuningEditorForm>
  );
}

/**
 * Creates or edits a banner in a side panel, with the storefront's answer for a query beside the
 * form: where the banner appears, before it is saved.
 */
export function BannerEditor({ open, onClose, ...props }: BannerEditorProps) {
  return (
    <TuningEditorPanel
      namespace="banners"
      open={open}
      onClose={onClose}
      itemId={props.banner?.id}
      editing={props.banner !== null}
    >
      {(form) => <EditorForm {...form} {...props} />}
    </TuningEditorPanel>
  );
}
