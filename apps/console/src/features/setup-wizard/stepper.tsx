import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SetupWizardStep } from '../../config/paths.ts';

interface StepperProps {
  steps: readonly SetupWizardStep[];
  current: SetupWizardStep;
}

/** Where the merchant is in the setup wizard: done steps, the current one, the ones to come. */
export function Stepper({ steps, current }: StepperProps) {
  const { t } = useTranslation(['common', 'setup-wizard']);
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('setup-wizard:stepper')} className="mb-8">
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} className="flex items-center gap-3">
              {index > 0 && <span aria-hidden="true" className="h-px w-6 bg-slate-300" />}
              <span
                aria-current={state === 'current' ? 'step' : undefined}
                className={clsx(
                  'flex items-center gap-2 text-sm',
                  state === 'current' ? 'font-semibold text-indigo-700' : 'text-slate-600',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                    state === 'done' && 'bg-indigo-600 text-white',
                    state === 'current' && 'bg-white text-indigo-700 ring-2 ring-indigo-600',
                    state === 'upcoming' && 'bg-slate-200 text-slate-600',
                  )}
                >
                  {state === 'done' ? '✓' : index + 1}
                </span>
                {t(`common:setupWizard.steps.${step}`)}
                {state === 'done' && <span className="sr-only">{t('setup-wizard:stepDone')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
