import { PLATFORMS, type FeatureFlag } from '@playboard/domain';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths, SETUP_WIZARD_STEPS } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';
import { getCurrentOrganization } from '../../lib/session.ts';

const wizardSteps = new Set<string>([
  ...SETUP_WIZARD_STEPS.filter((step) => step !== 'plugin-download' && step !== 'connection'),
  ...PLATFORMS.map((platform) => `${platform.toLowerCase()}-connection`),
]);
const stepFlags: Partial<Record<string, FeatureFlag>> = { 'payment-details': 'PLAY_SETUP_PAYMENT_DETAILS' };

// The first steps open while the business vertical is still UNKNOWN: the wizard asks for it itself.
const stepsBeforeCompany = new Set(['plugin-download', 'create-organization']);

/** The guards of spec 1 §4 for a wizard step, then the company step before any later one. */
async function setupWizardStepLoader(args: LoaderFunctionArgs) {
  const step = args.params.step ?? 'plugin-download';
  if (step !== 'plugin-download' && !wizardSteps.has(step)) throw redirect(paths.setupWizard.getHref());
  await guardLoader({ scope: 'user', flag: stepFlags[step] })(args);
  const current = getCurrentOrganization();
  if (!current) return guardLoader({ scope: 'organization', flag: stepFlags[step] })(args);
  if (current.businessVertical === 'UNKNOWN' && !stepsBeforeCompany.has(step)) {
    throw redirect(`${paths.setupWizard.getHref('create-organization')}${new URL(args.request.url).search}`);
  }
  return null;
}

const setupWizardScreen = lazyScreen(() => import('./setup-wizard-page.tsx'));

export const setupWizardRoutes: RouteObject[] = [
  { path: paths.setupWizard.path, loader: setupWizardStepLoader, ...setupWizardScreen },
  { path: `${paths.setupWizard.path}/:step`, loader: setupWizardStepLoader, ...setupWizardScreen },
];
