import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderScreen } from '../testing/render-screen.tsx';
import { HistoryLink } from './history-link.tsx';

describe('HistoryLink', () => {
  it('should open the history filtered to the kind of tuning', async () => {
    renderScreen(() => <HistoryLink kind="customisation" />, { path: '/customisation' });

    await userEvent.setup().click(screen.getByRole('link', { name: 'History' }));

    expect(await currentLocation()).toBe('/history?kind=customisation');
  });

  it('should open the history of one entity when given its id', () => {
    renderScreen(() => <HistoryLink kind="synonym" entityId="group-1" />, { path: '/synonyms' });

    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history?kind=synonym&entityId=group-1',
    );
  });
});
