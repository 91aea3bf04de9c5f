import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner.tsx';

/** /login hands over to the identity provider's sign-in page (the loader starts the redirect). */
export function LoginPage() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <p className="flex items-center gap-3 text-sm text-slate-600">
        <Spinner size="small" />
        {t('login.redirecting')}
      </p>
    </main>
  );
}
