import { COPIED_FLAG_MS } from '@playboard/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text and raises a `copied` flag for 1500 ms (spec 1 §4). */
export function useCopiedFlag(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FLAG_MS);
  }, []);

  return { copied, copy };
}
