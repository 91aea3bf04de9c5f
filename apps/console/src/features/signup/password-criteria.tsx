import { SIGNUP_PASSWORD } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

// The same character classes as the domain's signupPasswordSchema (spec 1 §5), one per line shown.
const criteria = [
  { key: 'minLength', met: (value: string) => value.length >= SIGNUP_PASSWORD.min },
  { key: 'uppercase', met: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'lowercase', met: (value: string) => /\p{Ll}/u.test(value) },
  { key: 'numberOrSpecial', met: (value: string) => /[\p{N}]|[^\p{L}\p{N}\s]/u.test(value) },
] as const;

/** The signup password rule, each criterion ticked as the user types. */
export function PasswordCriteria({ value }: { value: string }) {
  const { t } = useTranslation('signup');
  return (
    <div aria-live="polite" className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600">
      <p className="mb-1 font-medium text-slate-700">{t('criteria.title')}</p>
      <ul className="grid gap-0.5 sm:grid-cols-2">
        {criteria.map((criterion) => {
          const met = criterion.met(value);
          return (
            <li
              key={criterion.key}
              data-met={met}
              className={clsx('flex items-center gap-1.5', met && 'text-emerald-700')}
            >
              <span aria-hidden className="w-3 text-center">
                {met ? '✓' : '•'}
              </span>
              {t(`criteria.${criterion.key}`)}
              <span className="sr-only">({met ? t('criteria.met') : t('criteria.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
