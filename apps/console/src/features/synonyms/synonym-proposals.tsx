import type { Language, SynonymProposal } from '@playboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { InlineLoadFailed } from '../../ui/load-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useCreateSynonym } from './api/create-synonym.ts';
import { getSynonymProposalsQueryOptions, useSynonymProposals } from './api/get-synonym-proposals.ts';
import { SynonymTerms } from './synonym-terms.tsx';

const keyOf = (proposal: Pick<SynonymProposal, 'terms'>) => proposal.terms.join('\n');

/** The proposals dismissed in this browser session, per site and language. */
function useDismissed(siteId: string, language: Language) {
  const storageKey = `playboard.synonymProposals.dismissed.${siteId}.${language}`;
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
    } catch {
      return [];
    }
  };
  const [dismissed, setDismissed] = useState(() => ({ storageKey, keys: read() }));
  // Another site or language reads its own list.
  const keys = dismissed.storageKey === storageKey ? dismissed.keys : read();
  const dismiss = (key: string) => {
    const next = [...new Set([...keys, key])];
    sessionStorage.setItem(storageKey, JSON.stringify(next));
    setDismissed({ storageKey, keys: next });
  };
  return { dismissed: new Set(keys), dismiss };
}

function Proposal({
  siteId,
  proposal,
  onAdded,
  onDismiss,
}: {
  siteId: string;
  proposal: SynonymProposal;
  onAdded: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('synonyms');
  const id = useId();
  const canWrite = useCanWrite();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const create = useCreateSynonym(siteId);
  const [first, ...others] = proposal.terms;

  const add = () =>
    create.mutate(
      { language: proposal.language, terms: proposal.terms, oneWay: proposal.oneWay },
      {
        onSuccess: () => {
          alerts.push({
            type: 'success',
            message: t('proposals.added', { first, others: others.join(', ') }),
          });
          onAdded();
        },
      },
    );

  return (
    <li aria-labelledby={`${id}-terms`} className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div id={`${id}-terms`}>
          <SynonymTerms group={proposal} />
        </div>
        <p className="text-sm text-slate-700">{t('proposals.served', { count: proposal.searches })}</p>
        <p className="text-xs text-slate-500">
          {t('proposals.examples', {
            queries: proposal.queries.map((query) => t('proposals.query', { query })).join(', '),
          })}
        </p>
        {create.isError && (
          <p role="alert" className="text-sm text-rose-700">
            {t('proposals.addFailed')} {errorMessage(create.error)}{' '}
            <button type="button" className="font-medium underline" onClick={add}>
              {t('tryAgain')}
            </button>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {canWrite && (
          <Button
            variant="secondary"
            loading={create.isPending}
            loadingLabel={t('proposals.adding')}
            aria-label={t('proposals.addLabel', { terms: proposal.terms.join(', ') })}
            onClick={add}
          >
            {t('proposals.add')}
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={t('proposals.dismissLabel', { terms: proposal.terms.join(', ') })}
          onClick={onDismiss}
        >
          {t('proposals.dismiss')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The built-in synonyms that served the shoppers' most frequent recent searches (issue 30), each to
 * add as a group of the site's own (a one-way group, as the engine searched it) or to dismiss for
 * the browser session. Added, it leaves the list: the site's group now covers its word.
 */
export function SynonymProposals({ siteId, language }: { siteId: string; language: Language }) {
  const { t } = useTranslation('synonyms');
  const id = useId();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const proposals = useSynonymProposals(siteId, language);
  const { dismissed, dismiss } = useDismissed(siteId, language);
  const shown = proposals.data?.proposals.filter((proposal) => !dismissed.has(keyOf(proposal)));
  // The focus stays in the section once a proposal leaves it.
  const leave = () => heading.current?.focus();
  // An added proposal leaves at once, before the proposals load again without it.
  const added = (key: string) => {
    queryClient.setQueryData(
      getSynonymProposalsQueryOptions(siteId, language).queryKey,
      (data) => data && { ...data, proposals: data.proposals.filter((proposal) => keyOf(proposal) !== key) },
    );
    leave();
  };

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
      {proposals.data?.builtIn === false && (
        <p className="mt-1 text-sm text-slate-600">{t('proposals.builtInOff')}</p>
      )}
      <div className="mt-3">
        {proposals.isError ? (
          <InlineLoadFailed
            title={t('proposals.loadFailed')}
            error={proposals.error}
            retryLabel={t('tryAgain')}
            onRetry={() => void proposals.refetch()}
          />
        ) : !shown ? (
          <Spinner size="small" label={t('proposals.loading')} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-500">{t('proposals.none')}</p>
        ) : (
          <ul aria-label={t('proposals.list')} className="divide-y divide-slate-100">
            {shown.map((proposal) => (
              <Proposal
                key={keyOf(proposal)}
                siteId={siteId}
                proposal={proposal}
                onAdded={() => added(keyOf(proposal))}
                onDismiss={() => {
                  dismiss(keyOf(proposal));
                  leave();
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
