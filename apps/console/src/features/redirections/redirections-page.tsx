import type { RedirectionPage } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { LanguageScoped, TuningListPage, type LanguageScope } from '../../ui/tuning-list-page.tsx';
import { useDeleteRedirection, useDeletingRedirectionIds } from './api/delete-redirection.ts';
import { useRedirections } from './api/get-redirections.ts';
import { useUpdatingRedirectionIds } from './api/update-redirection.ts';
import { RedirectionEditor } from './redirection-editor.tsx';
import { RedirectionsTable, type RedirectionSortKey } from './redirections-table.tsx';

const redirectionsOf = (page: RedirectionPage) => page.redirections;
const newestFirst: SortState<RedirectionSortKey> = { key: 'updated', direction: 'desc' };

function Redirections(scope: LanguageScope) {
  const { t } = useTranslation('redirections');
  const { site, language } = scope;
  const remove = useDeleteRedirection(site.uuid);
  const deleting = useDeletingRedirectionIds(site.uuid);
  const updating = useUpdatingRedirectionIds(site.uuid);

  return (
    <TuningListPage
      namespace="redirections"
      scope={scope}
      historyKind="redirection"
      initialSort={newestFirst}
      useItems={useRedirections}
      items={redirectionsOf}
      remove={remove}
      skeletonColumns={4}
      emptyExample={
        <div className="space-y-2 text-left">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <TermChips terms={[t('empty.exampleTerm')]} />
            <span aria-label={t('empty.arrow')} role="img" className="text-slate-500">
              →
            </span>
            <span className="font-medium break-all text-indigo-700">{t('empty.exampleUrl')}</span>
          </div>
          <p className="text-xs text-slate-500">{t('empty.exampleEffect')}</p>
        </div>
      }
      table={({ items, ...table }) => (
        <RedirectionsTable redirections={items} updating={updating} deleting={deleting} {...table} />
      )}
      editor={({ item, ...editor }) => (
        <RedirectionEditor site={site} language={language} redirection={item} {...editor} />
      )}
      deleteSummary={(redirection) => (
        <div className="space-y-2">
          <TermChips terms={redirection.matchingQueries} />
          <p className="text-xs break-all text-slate-600">{redirection.targetUrl}</p>
        </div>
      )}
    />
  );
}

/** Redirections (spec 1 §2, §3, §5): searches that take the shopper straight to a page, per language. */
export function Component() {
  return <LanguageScoped namespace="redirections">{(scope) => <Redirections {...scope} />}</LanguageScoped>;
}
