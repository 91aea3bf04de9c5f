import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';

/** Shown when a route fails to load or render; the rest of the console keeps working. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const errorMessage = useErrorMessage();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col justify-center px-8 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-sm text-slate-600">{t('routeError.body')}</p>
      <p className="mt-2 text-sm text-slate-500">{errorMessage(error)}</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        <Link to={paths.home.getHref()} className={buttonClassName('secondary')}>
          {t('routeError.home')}
        </Link>
      </div>
    </main>
  );
}
