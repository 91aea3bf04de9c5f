import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete this synonym group?". */
  title: string;
  /** What will happen, naming the item. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirmation; the dialog closes at once, and the item shows its own pending status. */
  onConfirm: () => void;
  /** A destructive action confirms with a red button. */
  tone?: 'danger' | 'primary';
}

/**
 * Asks before an action that cannot be undone from the screen (a delete). Cancel takes the focus
 * first, so Enter on an opened dialog never deletes; Escape and the close control cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button variant="secondary" autoFocus onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
