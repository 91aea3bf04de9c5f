import type { SearchPreview } from '@playboard/domain';

/** A search preview side that finds nothing: no products, redirection, correction or banner. */
export const emptyPreviewAnswer: SearchPreview['before'] = {
  total: 0,
  products: [],
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
};
