import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopiedFlag } from './use-copied-flag.ts';

describe('useCopiedFlag', () => {
  const writeText = vi.fn(async () => undefined);

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should copy the text and raise the copied flag for 1500 ms', async () => {
    const { result } = renderHook(() => useCopiedFlag());
    await act(() => result.current.copy('<script src="https://cdn.example/layer.js"></script>'));
    expect(writeText).toHaveBeenCalledWith('<script src="https://cdn.example/layer.js"></script>');
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.copied).toBe(false);
  });
});
