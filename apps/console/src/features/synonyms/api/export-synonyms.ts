import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { synonymsPath } from './get-synonyms.ts';

/** The name the server gives the file (`synonyms-<lang>.txt`). */
const exportFileName = (language: string) => `synonyms-${language}.txt`;

/** GET /merchandising/v1/sites/{id}/synonyms/export?language=: the groups in the Solr synonyms.txt format. */
export function exportSynonyms(siteId: string, language: string): Promise<string> {
  return api
    .get<string | undefined>(synonymsPath(siteId, `/export?${new URLSearchParams({ language })}`))
    .then((text) => text ?? '');
}

/** Saves a text as a file through the browser's download. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads the language's synonyms as `synonyms-<lang>.txt`. */
export function useExportSynonyms(siteId: string) {
  return useMutation({
    mutationFn: (language: string) => exportSynonyms(siteId, language),
    onSuccess: (text, language) => download(exportFileName(language), text),
  });
}
