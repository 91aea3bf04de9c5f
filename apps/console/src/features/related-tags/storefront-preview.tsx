import type { Language } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useStorefrontRelatedTags } from './api/get-storefront-related-tags.ts';

/**
 * The tags a shopper is offered for `query`: the storefront's own answer (`/relatedtags`), in its
 * order, each marked as the merchant's or the catalogue's. It shows what is saved, and is read
 * again after each save.
 */
export function StorefrontPreview({
  instance,
  query,
  language,
}: {
  instance: string;
  query: string;
  language: Language;
}) {
  const { t } = useTranslation('related-tags');
  const searched = useDebouncedValue(query.trim());
  const answer = useStorefrontRelatedTags(instance, searched, language);
  let body;
  if (searched === '') body = <p className="text-sm text-slate-600">{t('preview.noQuery')}</p>;
  else if (answer.isError)
    body = (
      <InlineLoadFailed
        title={t('preview.failed')}
        error={answer.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void answer.refetch()}
      />
    );
  else if (!answer.data)
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="small" /> {t('preview.loading')}
      </p>
    );
  else if (answer.data.length === 0) body = <p className="text-sm text-slate-600">{t('preview.none')}</p>;
  else
    body = (
      <ol
        aria-label={t('preview.label', { query: searched })}
        aria-busy={answer.isFetching || undefined}
        className="space-y-1.5"
      >
        {answer.data.map((tag) => (
          <li key={tag.tag} className="flex items-center gap-2 text-sm">
            <span className="w-5 text-right text-xs font-semibold text-slate-500">{tag.position}</span>
            <span className="min-w-0 flex-1 truncate text-slate-900">{tag.tag}</span>
            <span className="text-xs text-slate-500">{t(`preview.source.${tag.source}`)}</span>
          </li>
        ))}
      </ol>
    );
  return (
    <section aria-label={t('preview.title')} className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('preview.title')}</h3>
        <p className="mt-1 text-xs text-slate-500">
          {searched === '' ? t('preview.hint') : t('preview.after', { query: searched })}
        </p>
      </div>
      {body}
    </section>
  );
}
