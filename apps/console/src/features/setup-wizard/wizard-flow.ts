import { PLATFORMS, platformCapabilities, type Platform } from '@playboard/domain';
import { paths, type SetupWizardStep } from '../../config/paths.ts';

/** The `platform` query value the wizard carries from the plugin step to the connection step. */
export const PLATFORM_PARAM = 'platform';

export interface WizardContext {
  /** The organisation's business vertical is UNKNOWN: the company step is asked. */
  askCompany: boolean;
  /** Flag PLAY_SETUP_PAYMENT_DETAILS is on. */
  paymentDetails: boolean;
}

/** Reads a platform from its lower-case URL form (`woocommerce`). */
export function parsePlatform(value: string | null | undefined): Platform | undefined {
  const upper = value?.toUpperCase();
  return PLATFORMS.find((platform) => platform === upper);
}

/** The step a `:step` URL segment names, and for `{platform}-connection` its platform. */
export function parseStep(segment: string | undefined): { step: SetupWizardStep; platform?: Platform } {
  if (!segment) return { step: 'plugin-download' };
  const connection = /^([a-z0-9]+)-connection$/.exec(segment);
  if (connection) return { step: 'connection', platform: parsePlatform(connection[1]) };
  return { step: segment as SetupWizardStep };
}

/** The steps the stepper lists (spec 1 §4 order); payment details only with its flag. */
export function stepperSteps({ paymentDetails }: WizardContext): SetupWizardStep[] {
  return [
    'plugin-download',
    'create-organization',
    ...(paymentDetails ? ['payment-details' as const] : []),
    'connection',
    'status',
  ];
}

function isAsked(step: SetupWizardStep, context: WizardContext): boolean {
  return step !== 'create-organization' || context.askCompany;
}

/** The step after `step`: the company step is skipped when the business vertical is known. */
export function nextStep(step: SetupWizardStep, context: WizardContext): SetupWizardStep {
  const order = stepperSteps(context);
  return order.slice(order.indexOf(step) + 1).find((candidate) => isAsked(candidate, context)) ?? 'status';
}

/** The step before `step`, for the Back link; undefined on the first. */
export function previousStep(step: SetupWizardStep, context: WizardContext): SetupWizardStep | undefined {
  const order = stepperSteps(context);
  return order
    .slice(0, Math.max(0, order.indexOf(step)))
    .findLast((candidate) => isAsked(candidate, context));
}

/** The link to a step, carrying the chosen platform. */
export function stepHref(step: SetupWizardStep, platform: Platform | undefined): string {
  const product = platform?.toLowerCase();
  if (step === 'connection') return paths.setupWizard.getHref('connection', product);
  const href = paths.setupWizard.getHref(step);
  return product && step !== 'status' ? `${href}?${PLATFORM_PARAM}=${product}` : href;
}

/** spec 1 §3, §9: the stepper shows unless the platform turns it off (Shopify). */
export function showsStepper(platform: Platform | undefined): boolean {
  return platform === undefined || platformCapabilities[platform].setupStepper;
}
