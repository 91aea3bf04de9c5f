import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Messages } from '../messages.ts';

interface SearchBoxProps {
  value: string;
  suggestions: readonly string[];
  messages: Messages;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  /** Enter without a highlighted suggestion (a redirection applies here, not while typing). */
  onSubmit: (value: string) => void;
  onPick: (suggestion: string) => void;
}

/** The search input as an ARIA 1.2 combobox with its query suggestions listbox. */
export function SearchBox({
  value,
  suggestions,
  messages,
  inputRef,
  onChange,
  onSubmit,
  onPick,
}: SearchBoxProps) {
  const id = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const shown = suggestions.filter((suggestion) => suggestion !== value);
  const expanded = !dismissed && shown.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((current) => (current + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? shown.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = expanded ? shown[active] : undefined;
      setDismissed(true);
      setActive(-1);
      if (picked !== undefined) onPick(picked);
      else onSubmit(value);
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape: the query stays, whatever Escape closes.
      event.preventDefault();
      if (!expanded) return;
      // The first Escape closes the suggestions; the dialog closes on the next one.
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {messages.searchLabel}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search-input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={messages.placeholder}
        value={value}
        onChange={(event) => {
          setDismissed(false);
          setActive(-1);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setDismissed(true);
          setActive(-1);
        }}
      />
      <ul
        className="listbox"
        id={`${id}-listbox`}
        role="listbox"
        aria-label={messages.suggestions}
        hidden={!expanded}
      >
        {shown.map((suggestion, index) => (
          <li
            key={suggestion}
            id={`${id}-option-${index}`}
            className="option"
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setDismissed(true);
              setActive(-1);
              onPick(suggestion);
            }}
          >
            {suggestion}
          </li>
        ))}
      </ul>
    </div>
  );
}
