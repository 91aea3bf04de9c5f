import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../messages.ts';
import type { RelatedPrompt } from '../search-api.ts';
import { RelatedPrompts } from './related-prompts.tsx';

const track = (event: string) => `https://search.example.com/tagging/v1/track/shop-1a2b/${event}?prompt=1`;

function prompt(suggestionText: string, suggestionImageUrl?: string): RelatedPrompt {
  return {
    suggestionText,
    ...(suggestionImageUrl ? { suggestionImageUrl } : {}),
    type: 'CURATED',
    nextQueries: ['parka'],
    tagging: {
      toolingDisplay: track('toolingDisplay'),
      toolingDisplayClick: track('toolingDisplayClick'),
      nextQueries: {
        parka: {
          toolingDisplay: track('toolingDisplay'),
          toolingDisplayClick: track('toolingDisplayClick'),
          toolingDisplayAdd2Cart: track('toolingDisplayAdd2Cart'),
        },
      },
    },
  };
}

function renderPrompts(prompts: RelatedPrompt[]) {
  const { container } = render(
    <RelatedPrompts prompts={prompts} messages={messagesFor('en')} onTrack={vi.fn()} onSearch={vi.fn()} />,
  );
  return container;
}

describe('RelatedPrompts', () => {
  it("should show a prompt's image in its chip, named by its text alone", () => {
    const container = renderPrompts([
      prompt('For winter', 'https://img.example.com/winter.jpg'),
      prompt('On sale'),
    ]);

    const winter = screen.getByRole('button', { name: 'For winter' });
    expect(winter.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/winter.jpg');
    expect(winter.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'On sale' }).querySelector('img')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('should leave the text alone when the image fails to load', () => {
    renderPrompts([prompt('For winter', 'https://img.example.com/gone.jpg')]);
    const winter = screen.getByRole('button', { name: 'For winter' });

    fireEvent.error(winter.querySelector('img')!);

    expect(winter.querySelector('img')).toBeNull();
    expect(winter).toHaveTextContent('For winter');
  });
});
