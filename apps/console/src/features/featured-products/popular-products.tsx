import { useTranslation } from 'react-i18next';
import { Callout } from '../../ui/callout.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { usePopularProducts } from './api/get-popular-products.ts';

/**
 * What "popular" shows shoppers now: the most clicked products of the last 30 days with their adds
 * to cart and purchases; with no traffic yet, what the layer shows instead.
 */
export function PopularProducts({ engineId, timeZone }: { engineId: string; timeZone: string }) {
  const { t } = useTranslation('featured-products');
  const popular = usePopularProducts(engineId, timeZone);
  if (!popular.isSuccess) {
    return (
      <QueryFallback
        query={popular}
        t={t}
        labels={{ loading: t('popular.loading'), loadFailed: t('popular.failed') }}
      />
    );
  }
  if (popular.data.rows.length === 0) {
    return (
      <Callout title={t('popular.noTrafficTitle')}>
        <p>{t('popular.noTraffic')}</p>
      </Callout>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t('popular.now')}</p>
      <ol
        aria-label={t('popular.label')}
        className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
      >
        {popular.data.rows.map((row, index) => (
          <li key={row.productId} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="w-5 text-right text-xs font-semibold text-slate-500">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
              {row.name ?? row.productId}
            </span>
            <span className="shrink-0 text-xs text-slate-500">
              {t('popular.counts', {
                clicks: row.clicks,
                addToCarts: row.addToCarts,
                checkouts: row.checkouts,
              })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
