import type { FlagMode } from '@playboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Who a flag is on for, in words: "Off", "On for everyone", "On for 2 sites". */
export function useFlagStateLabel(): (mode: FlagMode, sites: number) => string {
  const { t } = useTranslation('flags');
  return useCallback(
    (mode, sites) => (mode === 'instances' ? t('state.instances', { count: sites }) : t(`state.${mode}`)),
    [t],
  );
}
