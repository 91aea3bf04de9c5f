import type { Language, RelatedPromptReview, RelatedPromptReviews as Reviews } from '@playboard/domain';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRelatedPromptReviews } from './api/get-related-prompt-reviews.ts';
import { useKeepRelatedPrompt } from './api/keep-related-prompt.ts';

interface ReviewsProps {
  instance: string;
  siteId: string;
  language: Language;
  /** The member may change prompts; otherwise the flags only show. */
  canWrite: boolean;
  /** Ids of the prompts being switched right now. */
  updating: ReadonlySet<string>;
  onTurnOff: (promptId: string) => void;
  onEdit: (promptId: string) => void;
}

const keyOf = (review: RelatedPromptReview) => `${review.promptId}:${review.flag}`;

/** Why a prompt is listed, in words and figures. */
function useReason() {
  const { t, i18n } = useTranslation('related-prompts');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (review: RelatedPromptReview, siteCtr: Reviews['siteCtr']) =>
    review.flag === 'noResults'
      ? t('reviews.noResults', {
          count: review.emptyNextQueries.length,
          queries: list.format(review.emptyNextQueries.map((query) => t('reviews.quoted', { query }))),
        })
      : t('reviews.rarelyPicked', {
          count: review.impressions,
          shown: count.format(review.impressions),
          ctr: percent.format(review.ctr ?? 0),
          average: percent.format(siteCtr ?? 0),
        });
}

/**
 * The prompts to look at again (issue 34, outcome loop), for the language on screen: a next query
 * that finds nothing now, or a prompt shoppers rarely pick. Each can be turned off, edited, or kept
 * as it is (the flag stays away until its figures change).
 */
export function RelatedPromptReviews({
  instance,
  siteId,
  language,
  canWrite,
  updating,
  onTurnOff,
  onEdit,
}: ReviewsProps) {
  const { t } = useTranslation('related-prompts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const reason = useReason();
  const heading = useRef<HTMLHeadingElement>(null);
  const reviews = useRelatedPromptReviews(instance, siteId, language);
  const keep = useKeepRelatedPrompt(instance, siteId);
  // Keeping twice by a quick double click sends one request.
  const keeping = useRef(new Set<string>());
  const onKeep = (review: RelatedPromptReview) => {
    const key = keyOf(review);
    if (keeping.current.has(key)) return;
    keeping.current.add(key);
    keep.mutate(
      { promptId: review.promptId, language, flag: review.flag },
      {
        onSettled: () => keeping.current.delete(key),
        // The focus stays in the section once the prompt leaves it.
        onSuccess: () => heading.current?.focus(),
      },
    );
  };

  const data = reviews.data;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900 focus:outline-none"
      >
        {t('reviews.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('reviews.description')}</p>
      <div className="mt-3">
        {reviews.isError ? (
          <InlineLoadFailed
            title={t('reviews.loadFailed')}
            error={reviews.error}
            retryLabel={t('tryAgain')}
            onRetry={() => void reviews.refetch()}
          />
        ) : !data ? (
          <Spinner size="small" label={t('reviews.loading')} />
        ) : data.reviews.length === 0 ? (
          <p className="text-sm text-slate-500">{t('reviews.none')}</p>
        ) : (
          <ul aria-label={t('reviews.list')} className="divide-y divide-slate-100">
            {data.reviews.map((review) => {
              const name = { prompt: review.suggestionText };
              return (
                <li
                  key={keyOf(review)}
                  aria-label={t('reviews.item', name)}
                  className="flex flex-wrap items-start gap-3 py-3"
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="text-sm font-medium text-slate-900">
                      {review.suggestionText}{' '}
                      <span
                        className={
                          review.flag === 'noResults'
                            ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900'
                            : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900'
                        }
                      >
                        {t(`reviews.flags.${review.flag}`)}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">{reason(review, data.siteCtr)}</p>
                  </div>
                  {canWrite && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        aria-label={t('reviews.turnOffLabel', name)}
                        loading={updating.has(review.promptId)}
                        loadingLabel={t('reviews.turningOff')}
                        onClick={() => onTurnOff(review.promptId)}
                      >
                        {t('reviews.turnOff')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('reviews.editLabel', name)}
                        onClick={() => onEdit(review.promptId)}
                      >
                        {t('reviews.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={t('reviews.keepLabel', name)}
                        loading={
                          keep.isPending &&
                          keep.variables?.promptId === review.promptId &&
                          keep.variables.flag === review.flag
                        }
                        loadingLabel={t('reviews.keeping')}
                        onClick={() => onKeep(review)}
                      >
                        {t('reviews.keep')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {keep.isError && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {t('reviews.keepFailed')} {errorMessage(keep.error)}
          </p>
        )}
      </div>
    </section>
  );
}
