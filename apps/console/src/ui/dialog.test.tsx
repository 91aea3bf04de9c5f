import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, type DialogProps } from './dialog.tsx';

const overlay = () => document.querySelector<HTMLElement>('[data-dialog-overlay]') ?? document.body;

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Delete synonyms"
      footer={<button>Confirm</button>}
      {...props}
    >
      <p>The group will be removed.</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('should show its title, content and footer when open', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Delete synonyms' });
    expect(dialog).toHaveTextContent('The group will be removed.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('should close with its close control when closable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should offer no close control and ignore Escape when not closable', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('should close on an overlay click only when closeOnOverlay is set', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness closeOnOverlay={false} />);
    await user.click(overlay());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<Harness />);
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should be wider when large', () => {
    render(<Harness size="large" />);
    expect(screen.getByRole('dialog')).toHaveClass('max-w-3xl');
  });
});
