import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { refuseDuplicateTerms, RULE_TERM_MAX_LENGTH, termSchema } from './terms.ts';

/**
 * Most terms in a synonym group. Spec 1 §5 shows that a limit exists but not its value; 30 matches
 * the other term lists.
 */
export const SYNONYM_GROUP_MAX_TERMS = 30;

/** Largest synonym import file: 1MB, read as 1,048,576 bytes (spec 1 §5, §9). */
export const SYNONYM_IMPORT_MAX_BYTES = 1024 * 1024;

/** Accepted synonym import file extensions (spec 1 §5). */
export const SYNONYM_IMPORT_EXTENSIONS = ['csv', 'txt'] as const;

/** Synonym terms: more than one (`validation.synonymTerms`), at most the group size, no duplicates. */
export const synonymTermsSchema = z
  .array(termSchema(RULE_TERM_MAX_LENGTH))
  .min(2, { error: 'validation.synonymTerms' })
  .max(SYNONYM_GROUP_MAX_TERMS, { error: 'validation.synonymGroupSize' })
  .superRefine(refuseDuplicateTerms);

/** A synonym group (spec 1 §3). */
export const synonymGroupSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  terms: synonymTermsSchema,
  /**
   * One-way (our extension, as Algolia and Solr offer): a search for the first term also finds
   * the others, not the reverse (`sofa => couch`). Default: every term finds every other.
   */
  oneWay: z.boolean().default(false),
  updated: z.iso.datetime({ offset: true }).optional(),
});

/** A synonym group. */
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/**
 * How a site's searches use synonyms besides its own groups (issue 30): `builtIn` searches the
 * engine's built-in ones too (British and American words and spellings, shop names, WordNet), each
 * ranked below the words as typed; the site's groups win where both match. On by default.
 */
export const synonymSettingsSchema = z.object({ builtIn: z.boolean() }).strict();

export type SynonymSettings = z.infer<typeof synonymSettingsSchema>;

/** What a site without settings of its own searches with. */
export const defaultSynonymSettings: SynonymSettings = { builtIn: true };

/** Synonym group create / update body. */
export const synonymGroupInputSchema = synonymGroupSchema.omit({ id: true, updated: true });

/** A synonym group input. */
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;

/** A page of synonym groups. */
export const synonymPageSchema = z.object({
  synonyms: z.array(synonymGroupSchema),
  total: z.number().int().min(0),
});

/** A page of synonym groups. */
export type SynonymPage = z.infer<typeof synonymPageSchema>;

/**
 * A synonym import (spec 1 §5): the file's name and text, the engine's language; `dryRun`
 * reports without writing, `atomic` writes nothing when a line is refused.
 */
export const synonymImportInputSchema = z.object({
  fileName: boundedText(255),
  content: z.string().max(SYNONYM_IMPORT_MAX_BYTES, { error: 'validation.importFileSize' }),
  language: languageSchema,
  dryRun: z.boolean().default(false),
  atomic: z.boolean().default(false),
});

/** A synonym import request. */
export type SynonymImportInput = z.infer<typeof synonymImportInputSchema>;

/** What an import did: groups added, lines equal to a group already there, lines refused and why. */
export const synonymImportResultSchema = z.object({
  written: z.boolean(),
  added: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  refused: z.array(z.object({ line: z.number().int().min(1), text: z.string(), reason: z.string() })),
});

/** A synonym import's result. */
export type SynonymImportResult = z.infer<typeof synonymImportResultSchema>;

/**
 * Checks a synonym import file (spec 1 §5): CSV or TXT, at most 1MB.
 *
 * @returns the i18n key of the first problem, or null when the file is acceptable.
 */
export function validateSynonymImportFile(file: { name: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(SYNONYM_IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'validation.importFileType';
  }
  if (file.size > SYNONYM_IMPORT_MAX_BYTES) return 'validation.importFileSize';
  return null;
}

/**
 * Reads a synonym import file: one group per line, terms separated by commas (CSV) or by commas
 * or tabs (TXT); blank lines are skipped and quotes around a term are removed.
 */
export function parseSynonymImport(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[,\t]/)
        .map((term) =>
          term
            .trim()
            .replace(/^"(.*)"$/, '$1')
            .trim(),
        )
        .filter((term) => term !== ''),
    )
    .filter((terms) => terms.length > 0);
}

/** Most proposals the synonyms screen shows, the most searched first. */
export const SYNONYM_PROPOSALS_MAX = 20;

/** Example queries shown with each proposal, the most searched first. */
export const SYNONYM_PROPOSAL_EXAMPLES = 3;

/**
 * A built-in synonym that served real searches, proposed as a group of the site's own (issue 30):
 * the query word and the built-in synonyms it found catalogue words through, one-way as the engine
 * searched them (the first term also finds the others), ready for the synonym create body. With it,
 * how many of the replayed searches it served and the most searched of their queries.
 */
export const synonymProposalSchema = synonymGroupInputSchema.extend({
  searches: z.number().int().min(1),
  queries: z.array(z.string()).min(1).max(SYNONYM_PROPOSAL_EXAMPLES),
});

/** A proposed synonym group. */
export type SynonymProposal = z.infer<typeof synonymProposalSchema>;

/**
 * The built-in synonyms that fired most on the site's most searched queries of one language, over
 * the rule simulator's window, that the site has no group of its own for. `builtIn` says whether
 * the site's searches use the built-in synonyms now: the replay uses them either way, so a site
 * that switched them off still sees what they would have found.
 */
export const synonymProposalsSchema = z.object({
  /** First and last day (YYYY-MM-DD, in the site's time zone) of the searches replayed. */
  from: z.iso.date(),
  to: z.iso.date(),
  builtIn: z.boolean(),
  /** Queries replayed. */
  replayed: z.number().int().min(0),
  /** At most {@link SYNONYM_PROPOSALS_MAX}, the most searches served first. */
  proposals: z.array(synonymProposalSchema).max(SYNONYM_PROPOSALS_MAX),
});

/** The proposals of the synonyms screen. */
export type SynonymProposals = z.infer<typeof synonymProposalsSchema>;
