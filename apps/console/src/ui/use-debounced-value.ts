import { useEffect, useState } from 'react';

/** How long typing pauses before a search or a preview asks the server. */
export const TYPING_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs`: a search box asks the server once per pause. */
export function useDebouncedValue<T>(value: T, delayMs: number = TYPING_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
