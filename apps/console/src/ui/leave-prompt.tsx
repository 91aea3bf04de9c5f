import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface LeavePromptProps {
  when: boolean;
  /** What would be lost, in the screen's words (e.g. "Your changes to the customisation…"). */
  message: string;
}

/**
 * Asks before leaving with unsaved changes: another console route shows a dialog, closing or
 * reloading the tab the browser's own prompt.
 */
export function LeavePrompt({ when, message }: LeavePromptProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      title={t('leave.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
