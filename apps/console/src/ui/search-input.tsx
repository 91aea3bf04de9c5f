import { useEffect, useEffectEvent, useId, useState } from 'react';
import { inputClassName } from './form/field-shell.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

interface SearchInputProps {
  /** The input's accessible name, e.g. "Search synonyms". */
  label: string;
  placeholder?: string;
  /** Called with the trimmed text once typing pauses; an empty box gives ''. */
  onSearch: (text: string) => void;
  className?: string;
}

/**
 * A search box for a server-side list: it reports the text once typing pauses, not on every key
 * (and '' once on mount, so `onSearch` must treat an unchanged text as no change).
 */
export function SearchInput({ label, placeholder, onSearch, className }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim());
  const report = useEffectEvent(onSearch);
  useEffect(() => report(settled), [settled]);
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        >
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.58 3.58a.75.75 0 1 1-1.06 1.06l-3.58-3.58A7 7 0 0 1 2 9Z"
            clipRule="evenodd"
          />
        </svg>
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClassName(false)} pl-9`}
        />
      </div>
    </div>
  );
}
