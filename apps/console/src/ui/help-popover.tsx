import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss.ts';

/** Least room in px between an open note and the screen's edge. */
const EDGE_MARGIN = 8;

interface HelpPopoverProps {
  /** The button's accessible name, e.g. "What is CTR?". */
  label: string;
  children: ReactNode;
  /** `end` opens it leftwards, for buttons near the right edge. */
  align?: 'center' | 'end';
}

/**
 * A small "?" button that opens an explanation beside it. It stays open until the button is
 * pressed again, Escape is pressed or the user clicks elsewhere, so the text can be read at leisure.
 */
export function HelpPopover({ label, children, align = 'center' }: HelpPopoverProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const note = useRef<HTMLSpanElement>(null);

  // A note beside a button near the screen's edge moves back inside it (a phone, 400 % zoom, or
  // a window made narrower while it is open).
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const element = note.current;
      if (!element) return;
      element.style.marginLeft = '0px';
      const { left, right } = element.getBoundingClientRect();
      const edge = document.documentElement.clientWidth - EDGE_MARGIN;
      const shift = right > edge ? edge - right : left < EDGE_MARGIN ? EDGE_MARGIN - left : 0;
      element.style.marginLeft = `${shift}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  useDismiss(open, root, () => setOpen(false));

  return (
    <span ref={root} className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-5 items-center justify-center rounded-full text-xs font-semibold text-slate-500 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        ?
      </button>
      {open && (
        <span
          ref={note}
          id={id}
          role="note"
          className={clsx(
            'absolute top-7 z-10 w-64 max-w-[calc(100vw-1rem)] rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white normal-case shadow-lg',
            align === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2',
          )}
        >
          {children}
        </span>
      )}
    </span>
  );
}
