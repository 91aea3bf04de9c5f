import { fold } from '../analysis/fold.ts';
import type { Language } from '../types.ts';

interface AskingWords {
  /** How a question or a request starts ("do you have"), folded, longest first where one starts another. */
  readonly openings: readonly string[];
  /** Words that ask for a low price without naming one ("cheap"): no product says them. */
  readonly cheap: readonly string[];
}

const ASKING: Record<Language, AskingWords> = {
  en: {
    openings: [
      'do you have any',
      'do you have',
      'do you sell',
      'do you stock',
      'have you got any',
      'have you got',
      'where can i find',
      'where can i buy',
      'where can i get',
      'where do i find',
      'i am looking for',
      'im looking for',
      'looking for',
      'can i get',
      'show me',
      'i want',
      'i need',
      'any',
    ],
    cheap: ['cheap', 'cheapest', 'affordable', 'inexpensive'],
  },
  es: {
    openings: [
      'donde puedo encontrar',
      'donde puedo comprar',
      'donde encuentro',
      'donde compro',
      'estoy buscando',
      'teneis',
      'tienen',
      'tiene',
      'vendeis',
      'venden',
      'busco',
      'quiero',
      'necesito',
      'hay',
    ],
    cheap: ['barato', 'barata', 'baratos', 'baratas', 'economico', 'economica', 'economicos', 'economicas'],
  },
};

const escape = (phrase: string): string => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = Object.fromEntries(
  (Object.keys(ASKING) as Language[]).map((language) => {
    const { openings, cheap } = ASKING[language];
    return [
      language,
      {
        opening: new RegExp(`^\\s*(?:${openings.map(escape).join('|')})(?=\\s)`),
        cheap: new RegExp(`(?:^|\\s)(?:${cheap.map(escape).join('|')})(?=\\s|$)`, 'g'),
      },
    ];
  }),
) as Record<Language, { opening: RegExp; cheap: RegExp }>;

/**
 * The words of a query that say what is wanted, without those that only ask for it: the opening
 * of a question or request ("do you have leather boots", "¿tienen sartenes?") and the words asking
 * for a low price ("cheap mugs"; a price phrase gives the amount). Left as typed when nothing else
 * would remain. Descriptions say "you" and "have" often enough that searching them finds products
 * unrelated to what was asked.
 */
export function withoutAskingWords(text: string, language: Language): string {
  const folded = fold(text).replace(/[¿?¡!]/g, ' ');
  const patterns = PATTERNS[language];
  const rest = folded.replace(patterns.opening, ' ').replace(patterns.cheap, ' ');
  if (rest === folded || !/[\p{L}\p{N}]/u.test(rest)) return text;
  // A trailing space says the last word was finished (not completed as a prefix): so it was when
  // the query had one, or when the words taken out came after it.
  const kept = rest.trim();
  const finished = /\s$/.test(text) || !folded.trimEnd().endsWith(kept.slice(kept.lastIndexOf(' ') + 1));
  return finished ? `${kept} ` : kept;
}
