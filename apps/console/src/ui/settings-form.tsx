import type { Language, PreviewChange, Site } from '@playboard/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../lib/access.ts';
import { LeavePrompt } from './leave-prompt.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { SaveBar, useRevealAboveSaveBar } from './save-bar.tsx';
import { SearchPreview } from './search-preview.tsx';

interface SettingsFormProps {
  /** The screen's message namespace: `formLabel`, `discard`, `save`, `saving`. */
  namespace: string;
  /** What the prompt says when the merchant leaves with unsaved changes. */
  leaveMessage: string;
  dirty: boolean;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onDiscard: () => void;
  /** The preview beside the form (below it on a narrow screen). */
  aside: ReactNode;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * A settings screen's form (results visibility, searchable fields, customisation): its sections,
 * the save bar that appears on a change (a focused field stays above it), the prompt on leaving
 * unsaved, and the preview beside it.
 */
export function SettingsForm({
  namespace,
  leaveMessage,
  dirty,
  saving,
  onSubmit,
  onDiscard,
  aside,
  children,
}: SettingsFormProps) {
  const { t } = useTranslation(namespace);
  const saveBar = useRevealAboveSaveBar();
  const canWrite = useCanWrite();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <LeavePrompt when={canWrite && dirty} message={leaveMessage} />
      <form
        noValidate
        aria-label={t('formLabel')}
        onSubmit={canWrite ? onSubmit : (event) => event.preventDefault()}
        onFocus={saveBar.reveal}
        className="space-y-6"
      >
        {!canWrite && <ReadOnlyNotice />}
        {/* READ-only (spec 2 §6): the settings show, nothing can be changed or saved. */}
        <fieldset disabled={!canWrite} className="min-w-0 space-y-6">
          {children}
        </fieldset>
        <SaveBar
          ref={saveBar.bar}
          dirty={dirty}
          saving={saving}
          onDiscard={onDiscard}
          labels={{ discard: t('discard'), save: t('save'), saving: t('saving') }}
        />
      </form>
      {aside}
    </div>
  );
}

interface SearchSettingsPreviewProps {
  /** The screen's message namespace: `previewLabel`, `previewNoLanguage`. */
  namespace: string;
  site: Site;
  /** The language the preview searches in; none when the search has none of the site's. */
  language: Language | undefined;
  change: PreviewChange | null;
  incompleteHint: string;
}

/** The storefront's answer with the unsaved search settings, beside a search settings form. */
export function SearchSettingsPreview({
  namespace,
  site,
  language,
  change,
  incompleteHint,
}: SearchSettingsPreviewProps) {
  const { t } = useTranslation(namespace);
  return (
    <aside
      aria-label={t('previewLabel')}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 xl:sticky xl:top-6 xl:self-start"
    >
      {language ? (
        <SearchPreview
          siteId={site.uuid}
          language={language}
          currency={site.currency}
          change={change}
          incompleteHint={incompleteHint}
        />
      ) : (
        <p className="text-sm text-slate-500">{t('previewNoLanguage')}</p>
      )}
    </aside>
  );
}
