import type { Language, RelatedPromptProposals as Proposals } from '@playboard/domain';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { useDismissRelatedPromptProposal } from './api/dismiss-related-prompt-proposal.ts';
import { useRelatedPromptProposals } from './api/get-related-prompt-proposals.ts';

type Proposal = Proposals['proposals'][number];

interface ProposalsProps {
  instance: string;
  siteId: string;
  language: Language;
  /** The member may add prompts; otherwise the proposals only show. */
  canWrite: boolean;
  /** Opens the editor on a new prompt filled in from the proposal, to edit before saving. */
  onReview: (proposal: Proposal) => void;
}

/**
 * Related prompts proposed from what shoppers searched next (issue 34), for the language on
 * screen: each to review in the editor (nothing is published until saved there) or to dismiss for
 * good. A saved prompt for its search takes a proposal off the list.
 */
export function RelatedPromptProposals({ instance, siteId, language, canWrite, onReview }: ProposalsProps) {
  const { t } = useTranslation('related-prompts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const proposals = useRelatedPromptProposals(instance, siteId, language);
  const dismiss = useDismissRelatedPromptProposal(instance, siteId);
  // Dismissing twice by a quick double click sends one request.
  const dismissing = useRef(new Set<string>());
  const onDismiss = (query: string) => {
    if (dismissing.current.has(query)) return;
    dismissing.current.add(query);
    dismiss.mutate(
      { language, query },
      {
        onSettled: () => dismissing.current.delete(query),
        // The focus stays in the section once the proposal leaves it.
        onSuccess: () => heading.current?.focus(),
      },
    );
  };

  const list = proposals.data?.proposals;
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
        {t('proposals.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('proposals.description')}</p>
      <div className="mt-3">
        {proposals.isError ? (
          <InlineLoadFailed
            title={t('proposals.loadFailed')}
            error={proposals.error}
            retryLabel={t('tryAgain')}
            onRetry={() => void proposals.refetch()}
          />
        ) : !list ? (
          <Spinner size="small" label={t('proposals.loading')} />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">{t('proposals.none')}</p>
        ) : (
          <ul aria-label={t('proposals.list')} className="divide-y divide-slate-100">
            {list.map((proposal) => (
              <li
                key={proposal.query}
                aria-label={t('proposals.item', { query: proposal.query })}
                className="flex flex-wrap items-start gap-3 py-3"
              >
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <TermChips terms={[proposal.query]} />
                    <span aria-hidden="true">→</span>
                    <span className="font-medium text-slate-900">{proposal.suggestionText}</span>
                    <span aria-hidden="true">→</span>
                    <TermChips terms={proposal.nextQueries} />
                  </div>
                  <p className="text-xs text-slate-500">
                    {t('proposals.sessions', { count: proposal.sessions, query: proposal.query })}
                  </p>
                </div>
                {canWrite && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t('proposals.reviewLabel', { query: proposal.query })}
                      onClick={() => onReview(proposal)}
                    >
                      {t('proposals.review')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('proposals.dismissLabel', { query: proposal.query })}
                      loading={dismiss.isPending && dismiss.variables?.query === proposal.query}
                      loadingLabel={t('proposals.dismissing')}
                      onClick={() => onDismiss(proposal.query)}
                    >
                      {t('proposals.dismiss')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {dismiss.isError && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {t('proposals.dismissFailed')} {errorMessage(dismiss.error)}
          </p>
        )}
      </div>
    </section>
  );
}
