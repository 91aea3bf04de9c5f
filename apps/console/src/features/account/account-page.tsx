import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, profileFieldsSchema, type ProfileFields } from '@playboard/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/get-profile.ts';
import { logout } from '../../lib/auth.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import type { Profile } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUpdateProfile } from './api/update-profile.ts';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';

// Every editable field is present on this form, so each must be valid (the schema makes them optional for PATCH).
const accountSchema = profileFieldsSchema.required();

type AccountValues = Required<ProfileFields>;

function valuesOf(profile: Profile): AccountValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    language: profile.language,
    commercialCommunications: profile.commercialCommunications,
  };
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const updateProfile = useUpdateProfile();
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });

  const onSubmit = handleSubmit((values) => {
    // Only what the user changed is sent (spec 2 §4: update profile fields only if they changed).
    const patch = Object.fromEntries(
      Object.entries(values).filter(([key]) => formState.dirtyFields[key as keyof AccountValues]),
    ) as ProfileFields;
    return updateProfile.mutateAsync(patch).then(
      (saved) => {
        reset(valuesOf(saved));
        // Read at call time: the saved language may have just replaced the one this render used.
        alerts.push({ type: 'success', message: i18n.t('saved', { ns: 'account' }) });
      },
      (error: unknown) => alerts.push({ type: 'error', message: errorMessage(error) }),
    );
  });

  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: t(`languages.${language}`),
  }));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 className="text-base font-semibold text-slate-900">{t('profile')}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={control} name="firstName" label={t('firstName')} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={t('lastName')} autoComplete="family-name" />
      </div>
      <SelectField control={control} name="language" label={t('language')} options={languageOptions} />
      <CheckboxField
        control={control}
        name="commercialCommunications"
        label={t('commercialCommunications')}
      />
      <Button
        type="submit"
        disabled={!formState.isDirty}
        loading={updateProfile.isPending}
        loadingLabel={t('saving')}
      >
        {t('save')}
      </Button>
    </form>
  );
}

/** /account: the signed-in user's profile, e-mail and password (spec 2 §3) and logout. */
export function Component() {
  const { t } = useTranslation('account');
  const profile = useProfile().data;
  const [leaving, setLeaving] = useState(false);

  const onLogout = () => {
    setLeaving(true);
    void logout();
  };

  return (
    <Page
      title={t('title')}
      actions={
        <Button variant="secondary" onClick={onLogout} loading={leaving}>
          {t('logout')}
        </Button>
      }
    >
      {profile ? (
        <div className="space-y-6">
          <ProfileForm key={profile.id} profile={profile} />
          <EmailForm key={`${profile.email} ${profile.pendingEmail ?? ''}`} profile={profile} />
          <PasswordForm userId={profile.id} />
        </div>
      ) : (
        <Spinner label={t('title')} />
      )}
    </Page>
  );
}
