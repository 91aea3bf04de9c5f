import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, type DialogProps } from './dialog.tsx';
import { SidePanel, SidePanelClose } from './side-panel.tsx';

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

  // Issue 32 item 15: closing a dialog dropped the focus to <body>, losing the keyboard user's place.
  it.each(['{Escape}', 'Cancel', 'Close'])(
    'should give the focus back to what opened it on %s',
    async (how) => {
      const user = userEvent.setup();
      function Opener() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button onClick={() => setOpen(true)}>New synonym</button>
            <Dialog
              open={open}
              onOpenChange={setOpen}
              title="New synonym"
              footer={<button onClick={() => setOpen(false)}>Cancel</button>}
            />
          </>
        );
      }
      render(<Opener />);
      await user.click(screen.getByRole('button', { name: 'New synonym' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      if (how === '{Escape}') await user.keyboard(how);
      else await user.click(screen.getByRole('button', { name: how }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'New synonym' })).toHaveFocus());
    },
  );
});

describe('SidePanel', () => {
  it('should give the focus back to what opened it when it closes', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>New redirection</button>
          <SidePanel open={open} onOpenChange={setOpen} title="New redirection">
            <SidePanelClose>
              <button>Cancel</button>
            </SidePanelClose>
          </SidePanel>
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'New redirection' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
