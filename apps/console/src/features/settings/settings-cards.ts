import { platformCapabilities, type Platform } from '@playboard/domain';
import { paths } from '../../config/paths.ts';

export type SettingsCard = 'site' | 'layer-activation';

export const settingsCardHref: Record<SettingsCard, string> = {
  site: paths.settingsSite.getHref(),
  'layer-activation': paths.settingsLayerActivation.getHref(),
};

/** The settings cards a platform shows (spec 1 §2, §9): layer activation is the platform's own when external. */
export function visibleSettingsCards(platform: Platform): SettingsCard[] {
  return platformCapabilities[platform].externalActivation ? ['site'] : ['site', 'layer-activation'];
}
