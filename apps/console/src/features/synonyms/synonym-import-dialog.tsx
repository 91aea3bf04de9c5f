import { validateSynonymImportFile, type Language, type SynonymImportResult } from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useImportSynonyms } from './api/import-synonyms.ts';

interface SynonymImportDialogProps {
  siteId: string;
  language: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface PickedFile {
  fileName: string;
  content: string;
}

/** Added, unchanged and refused lines, the refused ones with their line number and reason. */
function Summary({ result, dryRun }: { result: SynonymImportResult; dryRun: boolean }) {
  const { t } = useTranslation(['synonyms', 'domain']);
  const title = dryRun
    ? t('import.checked', { count: result.added })
    : result.written
      ? t('import.done', { count: result.added })
      : t('import.nothingWritten');
  return (
    <div className="space-y-3">
      <Callout tone={!dryRun && !result.written ? 'warning' : 'success'} title={title}>
        <ul className="list-disc pl-5">
          <li>{t(dryRun ? 'import.willAdd' : 'import.added', { count: result.added })}</li>
          <li>{t('import.unchanged', { count: result.unchanged })}</li>
          <li>{t('import.refusedCount', { count: result.refused.length })}</li>
        </ul>
      </Callout>
      {result.refused.length > 0 && (
        <div className="max-h-56 overflow-y-auto rounded-md ring-1 ring-slate-200">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{t('import.refusedCaption')}</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.line')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.text')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.reason')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.refused.map((line) => (
                <tr key={line.line}>
                  <td className="px-3 py-1.5 tabular-nums">{line.line}</td>
                  <td className="px-3 py-1.5 font-mono break-all">{line.text}</td>
                  <td className="px-3 py-1.5">
                    {t(line.reason, { ns: 'domain', defaultValue: line.reason })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Imports a CSV or TXT file of synonym groups (one a line; the Solr synonyms.txt format too): the
 * browser checks type and size (spec 1 §5: CSV or TXT, at most 1MB), a dry run reports what the
 * import would do, then "Import" writes it, all or nothing when the merchant asks.
 */
function ImportFlow({
  siteId,
  language,
  onClose,
}: {
  siteId: string;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation(['synonyms', 'domain']);
  const inputId = useId();
  const errorMessage = useErrorMessage();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [atomic, setAtomic] = useState(false);
  const dryRun = useImportSynonyms(siteId);
  const run = useImportSynonyms(siteId);

  const pick = async (picked: File | undefined) => {
    setFile(null);
    dryRun.reset();
    run.reset();
    if (!picked) return;
    const problem = validateSynonymImportFile(picked);
    setFileError(problem);
    if (problem) return;
    const chosen = { fileName: picked.name, content: await picked.text() };
    setFile(chosen);
    dryRun.mutate({ ...chosen, language, dryRun: true, atomic: false });
  };

  const preview = dryRun.data;
  const written = run.data;
  const canImport = Boolean(file && preview && preview.added > 0 && !written);

  return (
    <div className="space-y-4">
      <p>{t('import.intro')}</p>
      <pre className="rounded-md bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700 ring-1 ring-slate-200">
        {t('import.example')}
      </pre>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t('import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={run.isPending}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(event) => void pick(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {t('import.fileHint')}
        </p>
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-rose-600">
            {t(fileError, { ns: 'domain' })}
          </p>
        )}
      </div>
      {dryRun.isPending && <Spinner label={t('import.checking')} className="text-indigo-600" />}
      {dryRun.isError && (
        <Callout tone="error" title={t('import.checkFailed')}>
          {errorMessage(dryRun.error)}
        </Callout>
      )}
      {run.isError && (
        <Callout tone="error" title={t('import.failed')}>
          {errorMessage(run.error)}
        </Callout>
      )}
      {written ? (
        <Summary result={written} dryRun={false} />
      ) : (
        preview && (
          <>
            <Summary result={preview} dryRun />
            {preview.refused.length > 0 && preview.added > 0 && (
              <label className="flex items-start gap-3 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={atomic}
                  onChange={(event) => setAtomic(event.target.checked)}
                  className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
                />
                {t('import.atomic')}
              </label>
            )}
          </>
        )
      )}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant={written ? 'primary' : 'secondary'} onClick={onClose}>
          {t(written ? 'import.close' : 'import.cancel')}
        </Button>
        {!written && (
          <Button
            disabled={!canImport}
            loading={run.isPending}
            loadingLabel={t('import.importing')}
            onClick={() => {
              if (file) run.mutate({ ...file, language, dryRun: false, atomic });
            }}
          >
            {preview ? t('import.submit', { count: preview.added }) : t('actions.import')}
          </Button>
        )}
      </div>
    </div>
  );
}

export function SynonymImportDialog({ siteId, language, open, onOpenChange }: SynonymImportDialogProps) {
  const { t } = useTranslation('synonyms');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="large" title={t('import.title')}>
      {open && <ImportFlow siteId={siteId} language={language} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}
