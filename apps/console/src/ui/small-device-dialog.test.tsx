import { messages } from '@playboard/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SmallDeviceDialog } from './small-device-dialog.tsx';

const overlay = () => document.querySelector<HTMLElement>('[data-dialog-overlay]') ?? document.body;

const texts = messages.en.smallDeviceDialog;

describe('SmallDeviceDialog', () => {
  it('should open on load with the smallDeviceDialog texts on a small device', () => {
    render(<SmallDeviceDialog initiallyOpen />);
    const dialog = screen.getByRole('dialog', { name: texts.title });
    expect(dialog).toHaveTextContent(texts.content);
    expect(screen.getByRole('button', { name: texts.continue })).toBeInTheDocument();
  });

  it('should stay closed on a large device', () => {
    render(<SmallDeviceDialog initiallyOpen={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['its close control', () => screen.getByRole('button', { name: 'Close' })],
    ['continue', () => screen.getByRole('button', { name: texts.continue })],
    ['the overlay', overlay],
  ])('should close with %s', async (_way, target) => {
    const user = userEvent.setup();
    render(<SmallDeviceDialog initiallyOpen />);
    await user.click(target());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
