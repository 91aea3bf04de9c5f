import { zodResolver } from '@hookform/resolvers/zod';
import {
  normalizeTerm,
  redirectionInputSchema,
  synonymGroupInputSchema,
  type Language,
  type NoResultsProposal,
  type PreviewChange,
  type Site,
} from '@playboard/domain';
import type { FormEvent, ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { TermsField } from '../../ui/form/terms-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { SearchPreview } from '../../ui/search-preview.tsx';
import { SidePanel } from '../../ui/side-panel.tsx';
import { useAcceptFix, type AcceptedFix } from './api/accept-fix.ts';
import { useDismissFix } from './api/dismiss-fix.ts';
import { useFixProposal } from './api/get-fix-proposal.ts';

interface FixPanelProps {
  site: Site;
  language: Language;
  /** The search fixed; null while the panel is closed. */
  query: string | null;
  onClose: () => void;
}

interface ProposalProps extends Omit<FixPanelProps, 'query'> {
  query: string;
}

/** The edited terms must keep the search they fix (the server's `validation.fixQuery` too). */
const keepsQuery = (query: string) => (terms: readonly string[]) =>
  terms.some((term) => normalizeTerm(term) === normalizeTerm(query));

/** Accept and Dismiss at the foot of a proposal, and the failure of either. */
function Actions({
  query,
  accept,
  site,
  language,
  onClose,
}: ProposalProps & { accept?: { pending: boolean; error: unknown } }) {
  const { t } = useTranslation('no-results-fixes');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const dismiss = useDismissFix(site.uuid, language);
  const failure = accept?.error ?? dismiss.error;
  return (
    <>
      {failure && !accept?.pending && !dismiss.isPending && (
        <Callout tone="error">{errorMessage(failure)}</Callout>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('panel.cancel')}
        </Button>
        <Button
          variant="secondary"
          loading={dismiss.isPending}
          loadingLabel={t('panel.dismissing')}
          onClick={() =>
            dismiss.mutate(query, {
              onSuccess: () => {
                alerts.push({ type: 'success', message: t('panel.dismissed', { query }) });
                onClose();
              },
            })
          }
        >
          {t('panel.dismiss')}
        </Button>
        {accept && (
          <Button type="submit" loading={accept.pending} loadingLabel={t('panel.accepting')}>
            {t('panel.accept')}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * A proposal's form, its fields then Accept and Dismiss, beside the storefront's answer for the
 * search with the change applied.
 */
function FixForm({
  change,
  incompleteHint,
  onSubmit,
  accept,
  children,
  ...props
}: ProposalProps & {
  change: PreviewChange | null;
  incompleteHint: string;
  onSubmit: (event: FormEvent) => void;
  accept: { pending: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('no-results-fixes');
  const { site, language, query } = props;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form aria-label={t('panel.title', { query })} noValidate onSubmit={onSubmit} className="space-y-6">
        {children}
        <Actions {...props} accept={accept} />
      </form>
      <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <SearchPreview
          siteId={site.uuid}
          language={language}
          currency={site.currency}
          change={change}
          incompleteHint={incompleteHint}
          suggestedQuery={query}
        />
      </div>
    </div>
  );
}

/** Accepts the fix and says so; the panel closes once it is saved. */
function useAccept({ site, language, query, onClose }: ProposalProps) {
  const { t } = useTranslation('no-results-fixes');
  const alerts = useAlerts();
  const accept = useAcceptFix(site.uuid, language);
  const mutate = (fix: AcceptedFix) =>
    accept.mutate(fix, {
      onSuccess: () => {
        alerts.push({ type: 'success', message: t('panel.accepted', { query }) });
        onClose();
      },
    });
  return { mutate, state: { pending: accept.isPending, error: accept.error } };
}

/** A synonym group to accept: the query first, the proposed terms as chips, the other close terms to add. */
function SynonymFix({
  proposal,
  ...props
}: ProposalProps & { proposal: Extract<NoResultsProposal, { kind: 'synonym' }> | null }) {
  const { t } = useTranslation('no-results-fixes');
  const { language, query } = props;
  const accept = useAccept(props);
  const schema = synonymGroupInputSchema.refine((group) => keepsQuery(query)(group.terms), {
    error: 'validation.fixQuery',
    path: ['terms'],
  });
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: proposal?.group ?? { language, terms: [query], oneWay: true },
  });
  const draft = useWatch({ control });
  const parsed = schema.safeParse(draft);
  const terms = (draft.terms ?? []).filter((term) => term !== undefined);
  const others = (proposal?.candidates ?? []).filter(
    (candidate) => !terms.some((term) => normalizeTerm(term) === candidate.term),
  );
  const submit = handleSubmit((value) => accept.mutate({ kind: 'synonym', query, value }));
  return (
    <FixForm
      {...props}
      change={parsed.success ? { kind: 'synonym', value: parsed.data } : null}
      incompleteHint={t('synonym.previewIncomplete')}
      onSubmit={(event) => void submit(event)}
      accept={accept.state}
    >
      <p className="text-sm text-slate-700">
        {proposal ? t('synonym.intro', { query }) : t('none.noCloseTerm', { query })}
      </p>
      {proposal && (
        <p className="text-sm font-medium text-emerald-800">
          {t('synonym.found', { query, count: proposal.preview.total })}
        </p>
      )}
      <TermsField
        control={control}
        name="terms"
        label={t('synonym.terms')}
        hint={t('synonym.termsHint')}
        autoFocus
      />
      {others.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-800">{t('synonym.candidates')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {others.map((candidate) => (
              <li key={candidate.term}>
                <Button
                  variant="ghost"
                  className="ring-1 ring-slate-300"
                  onClick={() =>
                    setValue('terms', [...terms, candidate.term], {
                      shouldValidate: true,
                      shouldDirty: true,
                    })
                  }
                >
                  {t('synonym.addCandidate', { term: candidate.term, count: candidate.total })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FixForm>
  );
}

/** A redirection to accept: the page's address (the shop's until the merchant enters it) and its searches. */
function RedirectionFix({
  proposal,
  ...props
}: ProposalProps & { proposal: Extract<NoResultsProposal, { kind: 'redirection' }> }) {
  const { t } = useTranslation('no-results-fixes');
  const { query } = props;
  const accept = useAccept(props);
  const schema = redirectionInputSchema.refine((value) => keepsQuery(query)(value.matchingQueries), {
    error: 'validation.fixQuery',
    path: ['matchingQueries'],
  });
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: proposal.redirection,
  });
  const draft = useWatch({ control });
  const parsed = schema.safeParse(draft);
  const submit = handleSubmit((value) => accept.mutate({ kind: 'redirection', query, value }));
  return (
    <FixForm
      {...props}
      change={parsed.success ? { kind: 'redirection', value: parsed.data } : null}
      incompleteHint={t('redirection.previewIncomplete')}
      onSubmit={(event) => void submit(event)}
      accept={accept.state}
    >
      <p className="text-sm text-slate-700">
        {t('redirection.intro', { query, topic: t(`topics.${proposal.topic}`) })}
      </p>
      <TextField
        control={control}
        name="targetUrl"
        type="url"
        label={t('redirection.targetUrl')}
        hint={t('redirection.targetUrlHint')}
        autoFocus
      />
      <TermsField control={control} name="matchingQueries" label={t('redirection.terms')} />
    </FixForm>
  );
}

function Proposal(props: ProposalProps) {
  const { t } = useTranslation('no-results-fixes');
  const proposal = useFixProposal(props.site.uuid, props.language, props.query);
  if (!proposal.isSuccess) {
    return (
      <QueryFallback
        query={proposal}
        t={t}
        labels={{ loading: t('panel.loading'), loadFailed: t('panel.loadFailed') }}
      />
    );
  }
  const found = proposal.data;
  switch (found.kind) {
    case 'synonym':
      return <SynonymFix {...props} proposal={found} />;
    case 'redirection':
      return <RedirectionFix {...props} proposal={found} />;
    case 'none':
      // Nothing close in the catalogue: the merchant may still name the words it uses for the search.
      if (found.reason === 'noCloseTerm') return <SynonymFix {...props} proposal={null} />;
      return (
        <div className="space-y-6">
          <Callout>
            {found.reason === 'redirected'
              ? t('none.redirected', { query: props.query })
              : t('none.findsProducts', { query: props.query, count: found.total })}
          </Callout>
          <Actions {...props} />
        </div>
      );
  }
}

/**
 * What the catalogue proposes for a search with no results, in a side panel: a synonym group or a
 * redirection to edit beside the storefront's answer with it applied, or why there is no good
 * match; Accept saves it, Dismiss marks the search.
 */
export function FixPanel({ query, onClose, ...props }: FixPanelProps) {
  const { t } = useTranslation('no-results-fixes');
  return (
    <SidePanel
      open={query !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="wide"
      title={t('panel.title', { query: query ?? '' })}
      description={t('panel.description')}
    >
      {query !== null && <Proposal key={query} query={query} onClose={onClose} {...props} />}
    </SidePanel>
  );
}
