import { useState } from 'react';
import type { Messages } from '../messages.ts';
import type { RelatedPrompt } from '../search-api.ts';

/** A prompt's picture beside its text; one that fails to load leaves the text alone, never a broken icon. */
function PromptImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // Decorative: the chip's text names the prompt.
  return <img className="chip-image" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** The related prompts of a query as chips, each with its image when it has one; the one opened shows its next queries. */
export function RelatedPrompts({
  prompts,
  messages,
  onTrack,
  onSearch,
}: {
  prompts: readonly RelatedPrompt[];
  messages: Messages;
  /** Sends a tracking URL (the prompt's or its next query's click). */
  onTrack: (url: string) => void;
  /** Searches a query; for a next query, with its tagging (its add-to-carts are the prompt's). */
  onSearch: (text: string, tagging?: RelatedPrompt['tagging']['nextQueries'][string]) => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (prompts.length === 0) return null;
  const opened = open === null ? undefined : prompts[open];
  return (
    <nav aria-label={messages.relatedPrompts}>
      <ul className="chips">
        {prompts.map((prompt, index) => (
          <li key={prompt.suggestionText}>
            <button
              type="button"
              className="chip"
              aria-expanded={open === index}
              onClick={() => {
                // Opening is the prompt's click; closing it again is none.
                if (open !== index) onTrack(prompt.tagging.toolingDisplayClick);
                setOpen(open === index ? null : index);
              }}
            >
              {prompt.suggestionImageUrl && <PromptImage src={prompt.suggestionImageUrl} />}
              {prompt.suggestionText}
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <ul className="chips">
          {opened.nextQueries.map((next) => (
            <li key={next}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  const tagging = opened.tagging.nextQueries[next];
                  if (tagging) onTrack(tagging.toolingDisplayClick);
                  onSearch(next, tagging);
                }}
              >
                {next}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
