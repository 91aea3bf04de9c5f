import { z } from 'zod';
import { DomainError } from '../errors/domain-error.ts';
import { translate } from '../i18n/translate.ts';
import { isScheduleActiveAt, schedulesOverlap } from '../schedules/schedule.ts';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';

const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);
const title = () => boundedText(TEXT_MAX_LENGTH.title);
const description = () => boundedText(TEXT_MAX_LENGTH.description);

const momentSchema = z.iso.datetime({ offset: true }).nullish();

/** A page of a communication (spec 2 §3). */
export const communicationPageSchema = z.object({
  title: title(),
  description: description(),
  tooling: z.array(title()).default([]),
  targetAudience: z.array(title()).default([]),
});

/** A communication page. */
export type CommunicationPage = z.infer<typeof communicationPageSchema>;

/** A communication (spec 2 §3); `criteria.enabled` defaults to true (spec 2 §4). */
export const communicationSchema = z.object({
  id: identifier().optional(),
  title: title(),
  versionKey: identifier().optional(),
  criteria: z
    .object({
      enabled: z.boolean().default(true),
      schedule: z.object({ activationDate: momentSchema, deactivationDate: momentSchema }).default({}),
    })
    .default({ enabled: true, schedule: {} }),
  pages: z.array(communicationPageSchema).default([]),
  settings: z.object({ type: title(), versionNumber: identifier().default('') }),
  metadata: z
    .object({
      created: identifier().optional(),
      updated: identifier().optional(),
      author: boundedText(EMAIL_MAX_LENGTH).optional(),
      description: description().optional(),
    })
    .optional(),
});

/** A communication. */
export type Communication = z.infer<typeof communicationSchema>;

/**
 * Spec 2 §5: valid only with a non-empty title and a type; release notes also need a version number.
 */
export function isCommunicationValid(communication: Pick<Communication, 'title' | 'settings'>): boolean {
  if (communication.title.trim() === '' || communication.settings.type.trim() === '') return false;
  if (communication.settings.type === 'Release Notes')
    return communication.settings.versionNumber.trim() !== '';
  return true;
}

/** Spec 2 §5: a page is valid only with a title, a description and at least one tooling. */
export function isCommunicationPageValid(page: CommunicationPage): boolean {
  return page.title.trim() !== '' && page.description.trim() !== '' && page.tooling.length > 0;
}

/**
 * Prepares a communication for saving by its type (spec 2 §5): system notifications cannot be
 * targeted, so their page audiences are cleared and the version blanked; release notes are kept.
 *
 * @throws DomainError `global-400` when the type is not supported yet.
 */
export function normalizeCommunication<C extends Pick<Communication, 'pages' | 'settings'>>(
  communication: C,
): C {
  const { type } = communication.settings;
  if (type === 'Release Notes') return communication;
  if (type === 'System Notifications') {
    return {
      ...communication,
      pages: communication.pages.map((page) => ({ ...page, targetAudience: [] })),
      settings: { ...communication.settings, versionNumber: '' },
    };
  }
  throw new DomainError('global-400', translate('errors.communicationType', 'en', { type }), { status: 400 });
}

/**
 * Pairs of enabled communications of the same type whose schedules overlap (spec 2 §5), so an
 * editor can warn that two would show at once.
 */
export function findOverlappingCommunications(
  communications: readonly Pick<Communication, 'id' | 'criteria' | 'settings'>[],
): [string, string][] {
  const enabled = communications.filter((item) => item.id && item.criteria.enabled);
  const pairs: [string, string][] = [];
  enabled.forEach((item, index) => {
    for (const other of enabled.slice(index + 1)) {
      if (
        item.settings.type === other.settings.type &&
        schedulesOverlap(item.criteria.schedule, other.criteria.schedule)
      ) {
        pairs.push([item.id ?? '', other.id ?? '']);
      }
    }
  });
  return pairs;
}

/** Whether a communication shows at `at`: enabled and within its schedule. */
export function isCommunicationActive(communication: Pick<Communication, 'criteria'>, at: Date): boolean {
  return communication.criteria.enabled && isScheduleActiveAt(communication.criteria.schedule, at);
}

/** Adds an id to the locally remembered list of seen communications (spec 2 §4), without duplicates. */
export function markCommunicationSeen(seen: readonly string[], id: string): string[] {
  return seen.includes(id) ? [...seen] : [...seen, id];
}

/** Communications the user has not seen yet. */
export function unseenCommunications<C extends { id?: string | undefined }>(
  communications: readonly C[],
  seen: readonly string[],
): C[] {
  return communications.filter((item) => item.id !== undefined && !seen.includes(item.id));
}

const SORT = /^(\w+)\[(asc|desc)\]$/;

/** GET communications query (spec 2 §7): id, page.offset, page.size, sort as field[direction], filters. */
export const communicationsQuerySchema = z.object({
  id: identifier().optional(),
  'page.offset': z.coerce.number().int().min(0).default(0),
  'page.size': z.coerce.number().int().min(1).max(100).default(20),
  sort: identifier().regex(SORT).optional(),
  'filter.active': z.stringbool().optional(),
  'filter.enabled': z.stringbool().optional(),
});

/** Reads a `field[direction]` sort (spec 2 §7). */
export function parseSort(sort: string): { field: string; direction: 'asc' | 'desc' } | undefined {
  const match = SORT.exec(sort);
  return match?.[1] && match[2] ? { field: match[1], direction: match[2] as 'asc' | 'desc' } : undefined;
}
