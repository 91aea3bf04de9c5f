import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  communicationSchema,
  communicationsQuerySchema,
  findOverlappingCommunications,
  isCommunicationActive,
  isCommunicationPageValid,
  isCommunicationValid,
  markCommunicationSeen,
  normalizeCommunication,
  parseSort,
  unseenCommunications,
} from './communication.ts';

const page = { title: 'New', description: 'Filters', tooling: ['filters'], targetAudience: ['admins'] };
const communication = (type: string, extra: Record<string, unknown> = {}) =>
  communicationSchema.parse({
    title: 'Hello',
    pages: [page],
    settings: { type, versionNumber: '2.1' },
    ...extra,
  });

describe('isCommunicationValid', () => {
  it('should need a title and a type', () => {
    expect(isCommunicationValid(communication('System Notifications'))).toBe(true);
    expect(isCommunicationValid(communication('System Notifications', { title: ' ' }))).toBe(false);
    expect(isCommunicationValid(communication(''))).toBe(false);
  });

  it('should need a version number for release notes', () => {
    const notes = communication('Release Notes');
    expect(isCommunicationValid(notes)).toBe(true);
    expect(isCommunicationValid({ ...notes, settings: { type: 'Release Notes', versionNumber: '' } })).toBe(
      false,
    );
  });

  it('should default enabled to true', () => {
    expect(communication('Release Notes').criteria.enabled).toBe(true);
  });
});

describe('isCommunicationPageValid', () => {
  it('should need a title, a description and at least one tooling', () => {
    expect(isCommunicationPageValid(page)).toBe(true);
    expect(isCommunicationPageValid({ ...page, tooling: [] })).toBe(false);
    expect(isCommunicationPageValid({ ...page, description: '' })).toBe(false);
    expect(isCommunicationPageValid({ ...page, title: '' })).toBe(false);
  });
});

describe('normalizeCommunication', () => {
  it('should clear audiences and blank the version of system notifications', () => {
    const normalized = normalizeCommunication(communication('System Notifications'));
    expect(normalized.pages[0]?.targetAudience).toEqual([]);
    expect(normalized.settings.versionNumber).toBe('');
  });

  it('should keep release notes as they are', () => {
    const notes = communication('Release Notes');
    expect(normalizeCommunication(notes)).toEqual(notes);
  });

  it('should refuse an unknown type as not supported yet', () => {
    expect(() => normalizeCommunication(communication('Tips'))).toThrow(DomainError);
    expect(() => normalizeCommunication(communication('Tips'))).toThrow(
      'The communication type Tips is not supported yet.',
    );
  });
});

describe('findOverlappingCommunications', () => {
  it('should pair enabled communications of one type whose schedules overlap', () => {
    const a = communication('Release Notes', {
      id: 'a',
      criteria: { schedule: { deactivationDate: '2026-02-01T00:00:00Z' } },
    });
    const b = communication('Release Notes', {
      id: 'b',
      criteria: { schedule: { activationDate: '2026-01-15T00:00:00Z' } },
    });
    const c = communication('Release Notes', {
      id: 'c',
      criteria: { schedule: { activationDate: '2026-02-01T00:00:00Z' } },
    });
    const off = communication('Release Notes', { id: 'off', criteria: { enabled: false } });
    expect(findOverlappingCommunications([a, b, c, off])).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });

  it('should never pair a communication with itself', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }), (starts) => {
        const list = starts.map((start, index) =>
          communication('Release Notes', {
            id: `c${index}`,
            criteria: { schedule: { activationDate: new Date(Date.UTC(2026, 0, start + 1)).toISOString() } },
          }),
        );
        const pairs = findOverlappingCommunications(list);
        expect(pairs.every(([left, right]) => left !== right)).toBe(true);
        expect(pairs).toHaveLength((list.length * (list.length - 1)) / 2);
      }),
    );
  });
});

describe('isCommunicationActive', () => {
  it('should be active when enabled and within the schedule', () => {
    const scheduled = communication('Release Notes', {
      criteria: { schedule: { activationDate: '2026-01-01T00:00:00Z' } },
    });
    expect(isCommunicationActive(scheduled, new Date('2026-01-02T00:00:00Z'))).toBe(true);
    expect(isCommunicationActive(scheduled, new Date('2025-12-31T00:00:00Z'))).toBe(false);
  });
});

describe('seen communications', () => {
  it('should remember each id once and list the unseen ones', () => {
    expect(markCommunicationSeen(markCommunicationSeen([], 'a'), 'a')).toEqual(['a']);
    expect(unseenCommunications([{ id: 'a' }, { id: 'b' }], ['a'])).toEqual([{ id: 'b' }]);
  });
});

describe('communicationsQuerySchema', () => {
  it('should read paging, sort and boolean filters', () => {
    expect(
      communicationsQuerySchema.parse({ 'page.size': '5', sort: 'created[desc]', 'filter.enabled': 'true' }),
    ).toEqual({ 'page.offset': 0, 'page.size': 5, sort: 'created[desc]', 'filter.enabled': true });
    expect(communicationsQuerySchema.safeParse({ sort: 'created' }).success).toBe(false);
    expect(parseSort('created[desc]')).toEqual({ field: 'created', direction: 'desc' });
  });
});
