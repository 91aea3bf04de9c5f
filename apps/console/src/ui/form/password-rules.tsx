import { newPasswordChecks, signupPasswordChecks } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/**
 * Which rule a new password follows: `signup` on sign-up, reset and invitation (spec 1 §5: 10+
 * characters, upper, lower, a number or special character), `change` on the password change
 * (spec 2 §5: 8 to 40 characters, lower, upper, digit, punctuation).
 */
export type PasswordRule = 'signup' | 'change';

const checksOf: Record<PasswordRule, (value: string) => Record<string, boolean>> = {
  signup: signupPasswordChecks,
  change: newPasswordChecks,
};

/** The id of the rules list under the password field `fieldId`, which it describes. */
export const passwordRulesId = (fieldId: string) => `${fieldId}-rules`;

/**
 * The rule under a new password, shown before anything is typed and each criterion marked met or
 * not as it is typed; the visible mark has its words for screen readers.
 */
export function PasswordRules({ id, rule, value }: { id: string; rule: PasswordRule; value: string }) {
  const { t } = useTranslation('common');
  const met = checksOf[rule](value);
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600">
      <p aria-hidden="true" className="mb-1 font-medium text-slate-700">
        {t('passwordRules.title')}
      </p>
      <ul id={id} aria-label={t('passwordRules.label')} className="grid gap-0.5 sm:grid-cols-2">
        {Object.entries(met).map(([check, isMet]) => (
          <li
            key={check}
            data-met={isMet}
            className={clsx('flex items-center gap-1.5', isMet && 'text-emerald-700')}
          >
            <span aria-hidden="true" className="w-3 text-center">
              {isMet ? '✓' : '•'}
            </span>
            {t(`passwordRules.${rule}.${check}`)}
            <span className="sr-only">{isMet ? t('passwordRules.met') : t('passwordRules.notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
