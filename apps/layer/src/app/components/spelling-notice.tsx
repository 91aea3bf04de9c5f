import type { Messages } from '../messages.ts';

/** "Showing results for X · Search instead for Y": both spellings as buttons. */
export function SpellingNotice({
  corrected,
  typed,
  messages,
  onChoose,
}: {
  corrected: string;
  typed: string;
  messages: Messages;
  /** The correction (`asTyped` false) or the words typed (true). */
  onChoose: (text: string, asTyped: boolean) => void;
}) {
  return (
    <p className="notice" data-spellcheck>
      {messages.spellcheck.showing}{' '}
      <button
        type="button"
        className="link-button spelling"
        aria-label={messages.spellcheck.searchCorrected(corrected)}
        onClick={() => onChoose(corrected, false)}
      >
        {corrected}
      </button>
      <span aria-hidden="true"> · </span>
      {messages.spellcheck.instead}{' '}
      <button
        type="button"
        className="link-button spelling"
        aria-label={messages.spellcheck.searchAsTyped(typed)}
        onClick={() => onChoose(typed, true)}
      >
        {typed}
      </button>
    </p>
  );
}
