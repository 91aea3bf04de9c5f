import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** spec 1 §4: large or short. */
  size?: 'large' | 'short';
  /** Shows the close control and lets Escape close the dialog. */
  closable?: boolean;
  /** A click on the overlay closes the dialog. */
  closeOnOverlay?: boolean;
}

/** The × that closes a dialog or a side panel. */
export function DialogCloseButton() {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Close
      aria-label={t('dialog.close')}
      className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <CloseIcon className="size-5" />
    </RadixDialog.Close>
  );
}

export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  size = 'short',
  closable = true,
  closeOnOverlay = true,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-dialog-overlay=""
          className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]"
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlay) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!closeOnOverlay) event.preventDefault();
          }}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
            'flex flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none',
            size === 'large' ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {closable && <DialogCloseButton />}
          </div>
          <div className="overflow-y-auto px-6 py-4 text-sm text-slate-700">{children}</div>
          {footer && <div className="flex justify-end gap-3 bg-slate-50 px-6 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
