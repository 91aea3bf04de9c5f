import type { Language } from '@playboard/domain';

function fromTag(tag: string): Language | undefined {
  const normalized = tag.trim().toLowerCase();
  if (normalized === 'en-gb') return 'en-GB';
  if (normalized === 'es' || normalized.startsWith('es-')) return 'es';
  if (normalized === 'en' || normalized.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * The page language: the first supported tag of `ui_locales` (space separated, in preference
 * order), else of the browser's Accept-Language (by its q weights), else English.
 */
export function pickLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const language = fromTag(tag);
      if (language) return language;
    }
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = fromTag(tag);
    if (language) return language;
  }
  return 'en';
}
