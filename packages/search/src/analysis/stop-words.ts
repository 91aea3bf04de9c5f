import type { Language } from '../types.ts';

// Short function words only: longer ones ("without", "sin") change what a shopper wants.
const STOP_WORDS: Record<Language, readonly string[]> = {
  en: ['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with'],
  es: [
    'a',
    'al',
    'con',
    'de',
    'del',
    'e',
    'el',
    'en',
    'la',
    'las',
    'lo',
    'los',
    'o',
    'para',
    'por',
    'u',
    'un',
    'una',
    'unas',
    'unos',
    'y',
  ],
};

export function stopWordsFor(language: Language): ReadonlySet<string> {
  return new Set(STOP_WORDS[language]);
}
