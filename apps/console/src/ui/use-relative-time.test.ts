import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime, RELATIVE_TIME_TICK_MS, useRelativeTime } from './use-relative-time.ts';

const OPENED = new Date('2026-03-10T12:00:00Z');
const later = (seconds: number) => new Date(OPENED.getTime() + seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('should read a past moment as past and a planned one as future', () => {
    expect(formatRelativeTime(later(-120), OPENED, 'en', 'past')).toBe('2 minutes ago');
    expect(formatRelativeTime(later(3600), OPENED, 'en', 'future')).toBe('in 1 hour');
    expect(formatRelativeTime(later(-120), OPENED, 'es', 'past')).toBe('hace 2 minutos');
  });

  it('should never put a past event in the future nor a planned one in the past', () => {
    expect(formatRelativeTime(later(7), OPENED, 'en', 'past')).toBe('now');
    expect(formatRelativeTime(later(-30), OPENED, 'en', 'future')).toBe('now');
  });
});

describe('useRelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: OPENED });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should follow the clock every few seconds while shown', () => {
    const { result } = renderHook(() => useRelativeTime(later(-10), 'past'));
    expect(result.current).toBe('10 seconds ago');
    act(() => {
      vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS);
    });
    expect(result.current).toBe('15 seconds ago');
    act(() => {
      vi.advanceTimersByTime(12 * RELATIVE_TIME_TICK_MS);
    });
    expect(result.current).toBe('1 minute ago');
  });

  it('should measure a moment that arrives after the screen opened against the clock, not the opening', () => {
    const { result, rerender } = renderHook(({ iso }) => useRelativeTime(iso, 'past'), {
      initialProps: { iso: later(-600) as string | null },
    });
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    // A synchronisation finishes 58 s after the screen opened, 3 s after the last tick.
    rerender({ iso: later(58) });
    expect(result.current).toBe('now');
    act(() => {
      vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS);
    });
    expect(result.current).toBe('5 seconds ago');
  });

  it('should read nothing without a moment', () => {
    expect(renderHook(() => useRelativeTime(null, 'past')).result.current).toBeNull();
  });
});
