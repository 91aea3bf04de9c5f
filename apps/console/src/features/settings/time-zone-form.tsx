import { zodResolver } from '@hookform/resolvers/zod';
import { timeZones, timeZoneSchema, type Site } from '@playboard/domain';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUpdateSite } from '../../api/update-site.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { FormCard } from '../../ui/form-card.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

const timeZoneForm = z.object({ timeZone: timeZoneSchema });

/** "UTC+01:00" for Madrid in winter: what a merchant recognises their zone by. */
function offsetOf(zone: string, now: Date): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT').replace('GMT', 'UTC');
}

/**
 * The site's time zone (issue 22): analytics count its days. A text box searching every IANA zone
 * the browser knows (a native list filtered as the merchant types, with each zone's UTC offset),
 * the stored zone included even when this browser spells it otherwise.
 */
export function TimeZoneForm({ site }: { site: Site }) {
  const { t } = useTranslation('settings');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const update = useUpdateSite(site.uuid);
  const listId = useId();
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(timeZoneForm),
    mode: 'onTouched',
    defaultValues: { timeZone: site.timeZone },
  });
  const options = useMemo(() => {
    const now = new Date();
    const zones = timeZones();
    if (!zones.includes(site.timeZone)) zones.unshift(site.timeZone);
    return zones.map((zone) => ({ zone, offset: offsetOf(zone, now) }));
  }, [site.timeZone]);

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        reset({ timeZone: saved.timeZone });
        alerts.push({ type: 'success', message: t('site.timeZoneSaved', { timeZone: saved.timeZone }) });
      },
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    ),
  );

  return (
    <FormCard
      title={t('site.timeZoneTitle')}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('site.timeZoneSave')}
      savingLabel={t('saving')}
      saving={update.isPending}
      dirty={formState.isDirty}
    >
      <TextField
        control={control}
        name="timeZone"
        label={t('site.timeZone')}
        hint={t('site.timeZoneHint')}
        list={listId}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={listId}>
        {options.map(({ zone, offset }) => (
          <option key={zone} value={zone} label={offset} />
        ))}
      </datalist>
    </FormCard>
  );
}
