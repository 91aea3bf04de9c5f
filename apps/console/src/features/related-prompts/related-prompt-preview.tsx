import type { RelatedPromptDocument } from '@playboard/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner.tsx';
import { TermChip } from '../../ui/term-chips.tsx';
import { useRelatedPromptsPreview } from './api/get-related-prompts-preview.ts';
import { useRelatedPromptErrorMessage } from './related-prompt-errors.ts';

/** A prompt as the layer shows it: its image, if any, and its text; `draft` marks the one edited. */
interface ShownPrompt {
  key: string;
  text: string;
  image: string | undefined;
  draft: boolean;
}

const shownOf = (prompt: RelatedPromptDocument): ShownPrompt => ({
  key: prompt.id,
  text: prompt.suggestionText,
  image: prompt.suggestionImageUrl,
  draft: false,
});

/** The prompt's image as the layer shows it: none at all once it fails to load. */
function PromptImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className="-ml-2 h-6 w-6 shrink-0 rounded-full object-cover"
    />
  );
}

/** One side of the preview: the prompts above a search's results, in order, as chips. */
function PromptRow({ title, prompts, empty }: { title: string; prompts: ShownPrompt[]; empty: string }) {
  const { t } = useTranslation('related-prompts');
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <h4 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h4>
      {prompts.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ol aria-label={t('preview.prompts', { side: title })} className="flex flex-wrap gap-2">
          {prompts.map((prompt) => (
            <li
              key={prompt.key}
              className={clsx(
                'inline-flex max-w-full items-center gap-2 rounded-full px-3 py-1 text-sm',
                prompt.draft
                  ? 'bg-indigo-50 font-medium text-indigo-900 ring-2 ring-indigo-500'
                  : 'bg-slate-100 text-slate-800',
              )}
            >
              {prompt.image && <PromptImage key={prompt.image} src={prompt.image} />}
              <span className="break-words">{prompt.text}</span>
              {prompt.draft && <span className="text-xs text-indigo-700">({t('preview.yours')})</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The prompt as it is being edited. */
export interface PreviewDraft {
  text: string;
  imageUrl: string;
  active: boolean;
  nextQueries: readonly string[];
  /** Whether the prompt also needs other pivots (a store) that a plain search does not carry. */
  otherPivots: boolean;
}

interface RelatedPromptPreviewProps {
  instance: string;
  /** The search previewed: the draft's first query; undefined while it has none. */
  query: string | undefined;
  /** The language of the search: the prompt's own, else the catalog's shown in the console. */
  language: string;
  /** The saved prompt edited; undefined for a new one. */
  id: string | undefined;
  draft: PreviewDraft;
}

/**
 * The related prompts the layer shows for the draft's first search, as shoppers see them now (the
 * storefront's answer, GET …/tool/preview) and with the draft in its place: an edited prompt where
 * it is, a new one after the others (where a save puts it), none while it is off.
 */
export function RelatedPromptPreview({ instance, query, language, id, draft }: RelatedPromptPreviewProps) {
  const { t } = useTranslation('related-prompts');
  const errorMessage = useRelatedPromptErrorMessage();
  const titleId = useId();
  const preview = useRelatedPromptsPreview(instance, query === undefined ? null : { query, language });
  const saved = preview.data?.results ?? [];
  const mine: ShownPrompt = {
    key: 'draft',
    text: draft.text.trim() || t('preview.untitled'),
    image: URL.canParse(draft.imageUrl.trim()) ? draft.imageUrl.trim() : undefined,
    draft: true,
  };
  const others = saved.filter((prompt) => prompt.id !== id).map(shownOf);
  const place = saved.findIndex((prompt) => prompt.id === id);
  const withDraft =
    !draft.active || draft.otherPivots
      ? others
      : place >= 0
        ? others.toSpliced(place, 0, mine)
        : [...others, mine];

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {t('preview.title')}
        </h3>
        <p className="mt-1 text-xs text-slate-500">
          {query === undefined ? t('preview.typeQuery') : t('preview.forQuery', { query })}
        </p>
      </div>
      {query === undefined ? null : preview.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('preview.failed')} {errorMessage(preview.error)}{' '}
          <button
            type="button"
            className="font-medium underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            onClick={() => void preview.refetch()}
          >
            {t('tryAgain')}
          </button>
        </p>
      ) : !preview.data ? (
        <Spinner label={t('preview.loading')} className="text-indigo-600" />
      ) : (
        <div
          aria-busy={preview.isFetching || undefined}
          className={clsx('space-y-3', preview.isFetching && 'opacity-70')}
        >
          <PromptRow title={t('preview.before')} prompts={saved.map(shownOf)} empty={t('preview.none')} />
          <PromptRow title={t('preview.after')} prompts={withDraft} empty={t('preview.none')} />
          {!draft.active && <p className="text-xs text-slate-600">{t('preview.off')}</p>}
          {draft.otherPivots && <p className="text-xs text-slate-600">{t('preview.otherPivots')}</p>}
          {draft.active && !draft.otherPivots && (
            <div className="space-y-1.5 rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <p className="text-xs text-slate-600">{t('preview.opened', { prompt: mine.text })}</p>
              {draft.nextQueries.length === 0 ? (
                <p className="text-sm text-slate-600">{t('preview.noNext')}</p>
              ) : (
                <ol aria-label={t('preview.nextLabel')} className="flex flex-wrap gap-1.5">
                  {draft.nextQueries.map((next) => (
                    <li key={next} className="max-w-full">
                      <TermChip term={next} />
                    </li>
                  ))}
                </ol>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
