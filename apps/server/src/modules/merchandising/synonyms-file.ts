// The synonym file a merchant imports and exports: one group a line, as CSV or TXT (terms split by
// commas or tabs, a term with a comma in quotes) or as Solr's synonyms.txt, the exchange format most
// search tools write: `a, b, c` equivalent terms, `a => b, c` one-way (a search for a also finds b
// and c), `a, b => c` one one-way group per term on the left, `#` comment lines, blank lines.
import {
  normalizeTerm,
  synonymGroupInputSchema,
  type Language,
  type SynonymGroup,
  type SynonymGroupInput,
} from '@playboard/domain';
import { parse } from 'csv-parse/sync';

/** A line that gave groups, or the reason it gave none (a domain validation key). */
export type SynonymFileLine =
  | { line: number; text: string; groups: SynonymGroupInput[] }
  | { line: number; text: string; reason: string };

const ARROW = '=>';

/** `text` cut at every `=>` outside double quotes. */
function splitArrows(text: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '"') quoted = !quoted;
    else if (!quoted && text.startsWith(ARROW, index)) {
      parts.push(text.slice(start, index));
      start = index + ARROW.length;
      index += ARROW.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The terms of one side of a line; undefined when its quotes do not close. */
function termsOf(text: string): string[] | undefined {
  try {
    const [record] = parse(text, { delimiter: [',', '\t'], trim: true, relax_quotes: true }) as string[][];
    return (record ?? []).filter((term) => term !== '');
  } catch {
    return undefined;
  }
}

/** The groups a line says, before they are checked. */
function groupsOf(text: string, language: Language): SynonymGroupInput[] | undefined {
  const sides = splitArrows(text).map(termsOf);
  if (sides.some((side) => side === undefined)) return undefined;
  const [left = [], right = [], ...more] = sides as string[][];
  if (sides.length === 1) return [{ language, terms: left, oneWay: false }];
  if (more.length > 0 || left.length === 0 || right.length === 0) return undefined;
  return left.map((term) => ({ language, terms: [term, ...right], oneWay: true }));
}

/**
 * Reads a synonym file into the groups of each line (1-based, as an editor numbers them) and the
 * reason of each refused line: `validation.match` when it cannot be read, else the domain's key
 * (`validation.synonymTerms` for a single term, `validation.termDuplicate`, ...). Blank lines and
 * `#` comments give nothing.
 */
export function readSynonymsFile(content: string, language: Language): SynonymFileLine[] {
  const lines: SynonymFileLine[] = [];
  content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const text = raw.trim();
      if (text === '' || text.startsWith('#')) return;
      const line = index + 1;
      const groups = groupsOf(text, language);
      if (!groups) {
        lines.push({ line, text, reason: 'validation.match' });
        return;
      }
      const parsed = groups.map((group) => synonymGroupInputSchema.safeParse(group));
      const failure = parsed.find((result) => !result.success);
      if (failure && !failure.success) {
        lines.push({ line, text, reason: failure.error.issues[0]?.message ?? 'validation.match' });
        return;
      }
      lines.push({ line, text, groups: parsed.flatMap((result) => (result.success ? [result.data] : [])) });
    });
  return lines;
}

/** What makes two groups the same: direction, first term of a one-way group, the set of terms. */
export function synonymKey(group: Pick<SynonymGroup, 'terms' | 'oneWay'>): string {
  const terms = [...new Set(group.terms.map(normalizeTerm))].sort().join('\n');
  return group.oneWay ? `=> ${normalizeTerm(group.terms[0] ?? '')}\n${terms}` : terms;
}

/** A term as a CSV field: quoted when it holds a separator, a quote, an arrow or starts a comment. */
function field(term: string): string {
  return /[",\t]|=>|^#/.test(term) ? `"${term.replaceAll('"', '""')}"` : term;
}

/** The groups in Solr's synonyms.txt format, which {@link readSynonymsFile} reads back. */
export function writeSynonymsFile(groups: readonly SynonymGroup[], language: Language): string {
  const lines = groups.map((group) => {
    const [first = '', ...rest] = group.terms.map(field);
    return group.oneWay ? `${first} => ${rest.join(', ')}` : [first, ...rest].join(', ');
  });
  return [
    `# Playboard synonyms (${language}), Solr synonyms.txt format: "a, b, c" equivalent terms, "a => b, c" one-way`,
    ...lines,
    '',
  ].join('\n');
}
