import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

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
          id={id}
          role="note"
          className={clsx(
            'absolute top-7 z-10 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white normal-case shadow-lg',
            align === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2',
          )}
        >
          {children}
        </span>
      )}
    </span>
  );
}
