import { useRef, type FocusEvent, type RefObject } from 'react';
import { useCanWrite } from '../lib/access.ts';
import { Button } from './button.tsx';

/**
 * The sticky bar's ref and a form `onFocus` handler that scrolls a focused field clear of it. The
 * page's scroll-padding keeps most focused fields clear of the bar, but Chrome scrolls a focused text
 * area only as far as its caret: the rest of the field stays under the bar.
 */
export function useRevealAboveSaveBar() {
  const bar = useRef<HTMLDivElement>(null);
  const reveal = (event: FocusEvent<HTMLElement>) => {
    const element = bar.current;
    if (!element || element.contains(event.target)) return;
    const hidden = event.target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
    if (hidden > 0) window.scrollBy({ top: hidden + 16 });
  };
  return { bar, reveal };
}

interface SaveBarProps {
  ref: RefObject<HTMLDivElement | null>;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  labels: { discard: string; save: string; saving: string };
}

/**
 * The form's Discard and Save at the bottom of the viewport while the form scrolls; both wait for a
 * change. A READ-only screen (spec 2 §6) has none.
 */
export function SaveBar({ ref, dirty, saving, onDiscard, labels }: SaveBarProps) {
  const canWrite = useCanWrite();
  if (!canWrite) return null;
  return (
    <div
      ref={ref}
      data-sticky-actions
      className="sticky bottom-0 flex justify-end gap-3 border-t border-slate-200 bg-slate-50 py-4"
    >
      <Button variant="secondary" type="button" onClick={onDiscard} disabled={!dirty}>
        {labels.discard}
      </Button>
      <Button type="submit" loading={saving} loadingLabel={labels.saving} disabled={!dirty}>
        {labels.save}
      </Button>
    </div>
  );
}
