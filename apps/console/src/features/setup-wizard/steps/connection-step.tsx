import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEED_FORMATS,
  resolveErrorEntry,
  SITE_CONNECTION_INPUT_KINDS,
  SITE_ENVIRONMENTS,
  siteConnectionFormSchema,
  toSiteCreate,
  type Platform,
  type SiteConnectionForm,
} from '@playboard/domain';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/errors.ts';
import { useProfile } from '../../../api/get-profile.ts';
import { useCurrentOrganization } from '../../../lib/session.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';
import { PasswordField } from '../../../ui/form/password-field.tsx';
import { RadioGroupField } from '../../../ui/form/radio-group-field.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useCheckSite } from '../api/check-site.ts';
import { useCreateSite } from '../api/create-site.ts';
import { stepHref } from '../wizard-flow.ts';

/** The form as the inputs hold it: every field of every kind of connection. */
interface ConnectionFormValues {
  kind: SiteConnectionForm['kind'];
  name: string;
  url: string;
  securityKey: string;
  feedUrl: string;
  format: string;
  environment: string;
}

// The schema is a union by kind; the inputs are one flat form whose unused fields it drops.
const resolver = zodResolver(siteConnectionFormSchema) as unknown as Resolver<ConnectionFormValues>;

/** spec 1 §8: unreachable, timed out and shop errors offer "Try again". */
function offersRetry(error: unknown): boolean {
  return error instanceof ApiError && resolveErrorEntry(error.body)?.offersRetry === true;
}

interface ConnectionStepProps {
  platform: Platform;
  back: string | undefined;
}

/**
 * `{product}-connection` (spec 1 §3, §5, §8): shop name, shop URL, security token and environment
 * (for a custom shop also module, feed or push). Submitting checks the shop on the server first;
 * every mot-* / cat-* answer is shown with its text.
 */
export function ConnectionStep({ platform, back }: ConnectionStepProps) {
  const { t } = useTranslation(['setup-wizard', 'common']);
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const organization = useCurrentOrganization();
  const profile = useProfile().data;
  // The shop named at sign-up is the one a new organisation most likely connects first; once it
  // has a site, that shop is probably connected already.
  const signupShopUrl = organization?.sites.length === 0 ? (profile?.shopUrl ?? '') : '';
  const check = useCheckSite();
  const create = useCreateSite();
  const [last, setLast] = useState<'check' | 'create'>();

  const { control, handleSubmit, trigger, getValues } = useForm<ConnectionFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      kind: 'module',
      name: '',
      url: signupShopUrl,
      securityKey: '',
      feedUrl: '',
      format: '',
      environment: 'PRODUCTION',
    },
  });
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit(async (values) => {
    if (!organization) return;
    // handleSubmit hands over what the resolver parsed: one kind of connection, its fields only.
    const form = values as unknown as SiteConnectionForm;
    setLast('create');
    check.reset();
    const site = await create.mutateAsync({
      organizationId: organization.uuid,
      data: toSiteCreate(platform, form),
    });
    await navigate(stepHref('status', site.platform));
  });

  const runCheck = async () => {
    if (!organization || !(await trigger(['url', 'securityKey']))) return;
    setLast('check');
    create.reset();
    const { url, securityKey } = getValues();
    await check.mutateAsync({ platform, url, securityKey, organizationId: organization.uuid });
  };

  const failed = last === 'check' ? check : create;
  const retry = () => void (last === 'check' ? runCheck() : submit()).catch(() => undefined);
  const platformName = t(`common:platforms.${platform}`);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {platform === 'CUSTOM'
          ? t('connection.customTitle')
          : t('connection.title', { platform: platformName })}
      </h2>
      {platform === 'CUSTOM' && (
        <RadioGroupField
          control={control}
          name="kind"
          legend={t('connection.kind')}
          columns={3}
          options={SITE_CONNECTION_INPUT_KINDS.map((value) => ({
            value,
            label: t(`connection.kinds.${value}.label`),
            description: t(`connection.kinds.${value}.description`),
          }))}
        />
      )}
      <TextField control={control} name="name" label={t('connection.name')} autoComplete="organization" />
      <TextField
        control={control}
        name="url"
        type="url"
        label={t('connection.url')}
        hint={signupShopUrl ? t('connection.urlFromSignup') : t('connection.urlHint')}
        placeholder="https://shop.example"
        autoComplete="url"
      />
      {kind === 'module' && (
        <PasswordField
          control={control}
          name="securityKey"
          label={t('connection.securityKey')}
          hint={t(`connection.securityKeyHint.${platform}`)}
          autoComplete="off"
        />
      )}
      {kind === 'feed' && (
        <div className="space-y-5">
          <TextField
            control={control}
            name="feedUrl"
            type="url"
            label={t('connection.feedUrl')}
            placeholder="https://shop.example/feeds/products.json"
          />
          <SelectField
            control={control}
            name="format"
            label={t('connection.format')}
            placeholder={t('connection.formatPlaceholder')}
            options={FEED_FORMATS.map((value) => ({ value, label: t(`connection.formats.${value}`) }))}
            className="sm:w-1/2"
          />
        </div>
      )}
      {kind === 'push' && <Callout tone="info">{t('connection.pushHint')}</Callout>}
      <RadioGroupField
        control={control}
        name="environment"
        legend={t('connection.environment')}
        columns={2}
        options={SITE_ENVIRONMENTS.map((value) => ({ value, label: t(`common:environments.${value}`) }))}
      />

      {last === 'check' && check.isSuccess && (
        <Callout tone="success" title={t('connection.checked', { shop: check.data.shopName })}>
          {t('connection.checkedDetails', {
            version: check.data.moduleVersion ?? '—',
            languages: check.data.languages.join(', '),
          })}
        </Callout>
      )}
      {failed.isError && (
        <Callout
          tone="error"
          title={t(last === 'check' ? 'connection.checkFailed' : 'connection.createFailed')}
          actions={
            offersRetry(failed.error) && (
              <Button variant="secondary" onClick={retry}>
                {t('tryAgain')}
              </Button>
            )
          }
        >
          {errorMessage(failed.error)}
        </Callout>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        {back ? (
          <Link to={back} className={buttonClassName('ghost')}>
            {t('back')}
          </Link>
        ) : (
          <span />
        )}
        <div className="flex gap-3">
          {kind === 'module' && (
            <Button
              variant="secondary"
              onClick={() => void runCheck().catch(() => undefined)}
              loading={check.isPending}
              loadingLabel={t('connection.checking')}
              disabled={create.isPending}
            >
              {t('connection.check')}
            </Button>
          )}
          <Button
            type="submit"
            loading={create.isPending || create.isSuccess}
            loadingLabel={t('connection.connecting')}
            disabled={check.isPending}
          >
            {t('connection.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
