import { slotOf } from '../index/postings.ts';
import type { IndexStore } from '../index/store.ts';
import { builtInLookup } from './built-in-synonyms.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext } from './context.ts';
import { parseQuery, type Lexicon, type QuerySlot } from './parse-query.ts';

/** The index's words as query parsing looks compounds up in them. */
function lexiconOf(store: IndexStore): Lexicon {
  const { vocabulary, analyzer } = store;
  const postingsOf = (word: string) => {
    const termId = vocabulary.termOfSurface(word) ?? vocabulary.termOfStem(analyzer.stem(word));
    return termId === undefined ? undefined : vocabulary.postings[termId]!;
  };
  return {
    documentsWith(word) {
      return postingsOf(word)?.documentCount ?? 0;
    },
    documentsWithBoth(first, second) {
      const a = postingsOf(first);
      const b = postingsOf(second);
      if (a === undefined || b === undefined) return 0;
      // Both lists are in slot order: one merge pass counts the live slots they share.
      let count = 0;
      let previous = -1;
      for (let i = 0, j = 0; i < a.length && j < b.length;) {
        const slotA = slotOf(a.entries[i]!);
        const slotB = slotOf(b.entries[j]!);
        if (slotA < slotB) i++;
        else if (slotB < slotA) j++;
        else {
          if (slotA !== previous && store.alive[slotA] === 1) count++;
          previous = slotA;
          i++;
          j++;
        }
      }
      return count;
    },
  };
}

/** How a search splits its text into slots: the site's synonyms, then the built-in ones unless switched off. */
export function queryParser(context: SearchContext, config: CompiledConfig): (text: string) => QuerySlot[] {
  const { store, expansions } = context;
  const lexicon = lexiconOf(store);
  const builtIn = config.builtInSynonyms
    ? builtInLookup(store.analyzer, store.lexicon, (word) => expansions.names(store, word))
    : undefined;
  return (text) => parseQuery(text, store.analyzer, config.synonyms, lexicon, builtIn, config.typoTolerance);
}
