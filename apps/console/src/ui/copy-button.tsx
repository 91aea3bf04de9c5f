import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { useCopiedFlag } from './use-copied-flag.ts';

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers ("Copy the security key"). */
  label: string;
}

/** Copies `text`; reads "Copied" for 1500 ms afterwards (spec 1 §4). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const { copied, copy } = useCopiedFlag();
  return (
    <Button
      variant="secondary"
      aria-label={copied ? t('copy.copied') : label}
      onClick={() => void copy(text)}
      className="shrink-0"
    >
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
}
