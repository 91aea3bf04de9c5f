import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DialogCloseButton } from './dialog.tsx';
import { useReturnFocus } from './use-return-focus.ts';

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Under the title: what the panel edits. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons kept in view at the bottom (a form's Cancel and Save, tied to it by `form=`). */
  footer?: ReactNode;
  /** Wide: room for an editor and its live preview side by side. */
  size?: 'default' | 'wide';
  /**
   * While set (the form has unsaved changes), closing asks first, with this text saying what
   * would be lost: "Leave without saving?", Stay or Leave.
   */
  unsavedChanges?: string;
}

/** A button inside the panel that closes it the way Escape does (asking first when changes are unsaved). */
export function SidePanelClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * An editor sliding in from the right over the list it edits: a modal dialog (focus stays inside,
 * Escape, the close control and a `SidePanelClose` close it, asking first while changes are unsaved;
 * the focus returns to what opened it), full screen on a phone.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'default',
  unsavedChanges,
}: SidePanelProps) {
  const { t } = useTranslation('common');
  const [asking, setAsking] = useState(false);
  const returnFocus = useReturnFocus(open);
  return (
    <>
      <RadixDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next && unsavedChanges) setAsking(true);
          else onOpenChange(next);
        }}
      >
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
          <RadixDialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
            className={clsx(
              'fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl focus:outline-none',
              size === 'wide' ? 'max-w-5xl' : 'max-w-lg',
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
              <div>
                <RadixDialog.Title className="text-lg font-semibold text-slate-900">
                  {title}
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              <DialogCloseButton />
            </div>
            <div className="flex-1 overflow-y-auto px-6 py-5 text-sm text-slate-700">{children}</div>
            {footer && (
              <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4">
                {footer}
              </div>
            )}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('leave.title')}
        confirmLabel={t('leave.leave')}
        cancelLabel={t('leave.stay')}
        onConfirm={() => onOpenChange(false)}
      >
        {unsavedChanges}
      </ConfirmDialog>
    </>
  );
}
