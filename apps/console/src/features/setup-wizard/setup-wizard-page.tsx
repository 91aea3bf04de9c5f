import { platformCapabilities } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useFlags } from '../../lib/flags.ts';
import { useCurrentOrganization, useSelection } from '../../lib/session.ts';
import { Page } from '../../ui/page.tsx';
import { CompanyStep } from './steps/company-step.tsx';
import { ConnectionStep } from './steps/connection-step.tsx';
import { PaymentDetailsStep } from './steps/payment-details-step.tsx';
import { PluginDownloadStep } from './steps/plugin-download-step.tsx';
import { ShopifyInstall } from './steps/shopify-install.tsx';
import { StatusStep } from './steps/status-step.tsx';
import { Stepper } from './stepper.tsx';
import {
  nextStep,
  parsePlatform,
  parseStep,
  PLATFORM_PARAM,
  previousStep,
  showsStepper,
  stepHref,
  stepperSteps,
  type WizardContext,
} from './wizard-flow.ts';

/**
 * /setup-wizard/:step (spec 1 §2, §4): plugin download (default), company details when the
 * business vertical is unknown, payment details with its flag, the shop connection, the status.
 */
export function Component() {
  const { t } = useTranslation('setup-wizard');
  const params = useParams();
  const [search] = useSearchParams();
  const isEnabled = useFlags();
  const organization = useCurrentOrganization();
  const { site } = useSelection();

  const { step, platform: stepPlatform } = parseStep(params.step);
  const context: WizardContext = {
    askCompany: organization?.businessVertical === 'UNKNOWN',
    paymentDetails: isEnabled('PLAY_SETUP_PAYMENT_DETAILS'),
  };
  const platform =
    step === 'status' ? site?.platform : (stepPlatform ?? parsePlatform(search.get(PLATFORM_PARAM)));
  const next = stepHref(nextStep(step, context), platform);
  const previous = previousStep(step, context);
  const back = previous && stepHref(previous, platform);

  // The company step is only for an organisation whose business type is still unknown.
  if (step === 'create-organization' && !context.askCompany) return <Navigate replace to={next} />;
  if (step === 'status' && !site) return <Navigate replace to={stepHref('plugin-download', undefined)} />;

  let content;
  switch (step) {
    case 'create-organization':
      content = <CompanyStep next={next} back={back} />;
      break;
    case 'payment-details':
      content = <PaymentDetailsStep next={next} back={back} platform={platform} />;
      break;
    case 'connection':
      content =
        platform && platformCapabilities[platform].tokenForm ? (
          <ConnectionStep key={platform} platform={platform} back={back} />
        ) : (
          <ShopifyInstall />
        );
      break;
    case 'status':
      content = site && <StatusStep site={site} />;
      break;
    default:
      content = (
        <PluginDownloadStep
          initialPlatform={platform}
          nextFor={(chosen) => stepHref(nextStep(step, context), chosen)}
        />
      );
  }

  return (
    <Page title={t('title')} description={t('intro')}>
      {showsStepper(platform) && <Stepper steps={stepperSteps(context)} current={step} />}
      {content}
    </Page>
  );
}
