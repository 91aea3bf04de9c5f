import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** spec 1 §1: on a small device a dialog opens on load; close control, overlay click or continue close it. */
export function SmallDeviceDialog({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { t } = useTranslation('domain');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('smallDeviceDialog.title')}
      size="short"
      closable
      closeOnOverlay
      footer={<Button onClick={() => setOpen(false)}>{t('smallDeviceDialog.continue')}</Button>}
    >
      <p>{t('smallDeviceDialog.content')}</p>
    </Dialog>
  );
}
