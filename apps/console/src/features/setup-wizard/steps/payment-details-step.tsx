import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';
import { Callout } from '../../../ui/callout.tsx';

interface PaymentDetailsStepProps {
  next: string;
  back: string | undefined;
}

/**
 * Plans and billing (flag PLAY_SETUP_PAYMENT_DETAILS). No billing API exists in this release, so
 * the step says so and asks for nothing rather than showing a payment form that stores nothing.
 */
export function PaymentDetailsStep({ next, back }: PaymentDetailsStepProps) {
  const { t } = useTranslation('setup-wizard');
  return (
    <div className="max-w-2xl space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-900/5">
      <h2 className="text-lg font-semibold text-slate-900">{t('payment.title')}</h2>
      <p className="text-sm text-slate-700">{t('payment.trial')}</p>
      <Callout tone="info">{t('payment.later')}</Callout>
      <div className="flex justify-between gap-3">
        {back ? (
          <Link to={back} className={buttonClassName('ghost')}>
            {t('back')}
          </Link>
        ) : (
          <span />
        )}
        <Link to={next} className={buttonClassName('primary')}>
          {t('continue')}
        </Link>
      </div>
    </div>
  );
}
