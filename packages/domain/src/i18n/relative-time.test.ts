import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);

describe('relativeTime', () => {
  it('should read up to 44 s as seconds and 45 to 89 s as a minute (spec 2 §9)', () => {
    expect(ago(44)).toEqual({ value: -44, unit: 'second' });
    expect(ago(45)).toEqual({ value: -1, unit: 'minute' });
    expect(ago(89)).toEqual({ value: -1, unit: 'minute' });
    expect(ago(90)).toEqual({ value: -2, unit: 'minute' });
  });

  it('should follow the common steps beyond a minute', () => {
    expect(ago(45 * 60)).toEqual({ value: -1, unit: 'hour' });
    expect(ago(5 * 3600)).toEqual({ value: -5, unit: 'hour' });
    expect(ago(30 * 3600)).toEqual({ value: -1, unit: 'day' });
    expect(ago(3 * 86400)).toEqual({ value: -3, unit: 'day' });
    expect(ago(40 * 86400)).toEqual({ value: -1, unit: 'month' });
    expect(ago(400 * 86400)).toEqual({ value: -1, unit: 'year' });
    expect(ago(800 * 86400)).toEqual({ value: -2, unit: 'year' });
  });

  it('should count forward for future moments', () => {
    expect(relativeTime(new Date(now.getTime() + 10_000), now)).toEqual({ value: 10, unit: 'second' });
  });
});
