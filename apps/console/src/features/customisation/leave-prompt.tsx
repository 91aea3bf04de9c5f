import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * Asks before leaving with unsaved changes: another console route shows a dialog, closing or
 * reloading the tab the browser's own prompt.
 */
export function LeavePrompt({ when }: { when: boolean }) {
  const { t } = useTranslation('customisation');
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
      {t('leave.body')}
    </Dialog>
  );
}
