import type { SynonymPage } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../../lib/access.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import type { SortState } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { LanguageScoped, TuningListPage, type LanguageScope } from '../../ui/tuning-list-page.tsx';
import { useDeleteSynonym, useDeletingSynonymIds } from './api/delete-synonym.ts';
import { useExportSynonyms } from './api/export-synonyms.ts';
import { useSynonyms } from './api/get-synonyms.ts';
import { useUpdatingSynonymIds } from './api/update-synonym.ts';
import { BuiltInSynonymsSwitch } from './built-in-synonyms-switch.tsx';
import { SynonymEditor } from './synonym-editor.tsx';
import { SynonymImportDialog } from './synonym-import-dialog.tsx';
import { SynonymProposals } from './synonym-proposals.tsx';
import { SynonymTerms } from './synonym-terms.tsx';
import { SynonymsTable, type SynonymSortKey } from './synonyms-table.tsx';

const groupsOf = (page: SynonymPage) => page.synonyms;
const newestFirst: SortState<SynonymSortKey> = { key: 'updated', direction: 'desc' };

function Synonyms(scope: LanguageScope) {
  const { t } = useTranslation('synonyms');
  const { site, language } = scope;
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const remove = useDeleteSynonym(site.uuid);
  const exporter = useExportSynonyms(site.uuid);
  const deleting = useDeletingSynonymIds(site.uuid);
  const updating = useUpdatingSynonymIds(site.uuid);
  const [importing, setImporting] = useState(false);

  const exportFile = () =>
    exporter.mutate(language, {
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });
  // Importing writes: a READ-only member (spec 2 §6) exports only.
  const importButton = useCanWrite() && (
    <Button variant="secondary" onClick={() => setImporting(true)}>
      {t('actions.import')}
    </Button>
  );

  return (
    <TuningListPage
      namespace="synonyms"
      scope={scope}
      historyKind="synonym"
      initialSort={newestFirst}
      useItems={useSynonyms}
      items={groupsOf}
      remove={remove}
      skeletonColumns={3}
      actions={
        <>
          <Button
            variant="secondary"
            loading={exporter.isPending}
            loadingLabel={t('actions.exporting')}
            onClick={exportFile}
          >
            {t('actions.export')}
          </Button>
          {importButton}
        </>
      }
      emptyExample={
        <div className="space-y-2 text-left">
          <TermChips terms={t('empty.exampleTerms').split(', ')} />
          <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
        </div>
      }
      emptyActions={importButton}
      lead={
        <>
          <BuiltInSynonymsSwitch siteId={site.uuid} />
          <SynonymProposals siteId={site.uuid} language={language} />
        </>
      }
      table={({ items, ...table }) => (
        <SynonymsTable groups={items} updating={updating} deleting={deleting} {...table} />
      )}
      editor={({ item, ...editor }) => (
        <SynonymEditor site={site} language={language} group={item} {...editor} />
      )}
      deleteSummary={(group) => <SynonymTerms group={group} />}
    >
      <SynonymImportDialog
        siteId={site.uuid}
        language={language}
        open={importing}
        onOpenChange={setImporting}
      />
    </TuningListPage>
  );
}

/** Synonyms (spec 1 §2, §3, §5): the site's synonym groups per language, to search, edit, import and export. */
export function Component() {
  return <LanguageScoped namespace="synonyms">{(scope) => <Synonyms {...scope} />}</LanguageScoped>;
}
