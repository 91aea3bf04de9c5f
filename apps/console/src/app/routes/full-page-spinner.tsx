import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner.tsx';

export function FullPageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 text-indigo-600">
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}
