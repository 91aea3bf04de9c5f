import { screens, type NavigationEntry, type NavigationGroupKey } from '../../config/paths.ts';

export type NavigationItem = Omit<NavigationEntry, 'group'> & { href: string };

export interface NavigationGroup {
  labelKey: string;
  items: readonly NavigationItem[];
  /**
   * Every screen of the group works on the current site, and its route sends to the setup wizard
   * while there is none: before a shop is connected the entries show disabled, saying so.
   */
  needsSite?: boolean;
}

const groups: readonly { key: NavigationGroupKey; labelKey: string; needsSite?: boolean }[] = [
  { key: 'analytics', labelKey: 'nav.analytics', needsSite: true },
  { key: 'searchTuning', labelKey: 'nav.searchTuning', needsSite: true },
  { key: 'shop', labelKey: 'nav.shop', needsSite: true },
  { key: 'organization', labelKey: 'nav.organization' },
  // Users and roles administration (spec 2 §2): shown to the platform's operators only.
  { key: 'platform', labelKey: 'nav.platform' },
];

function itemsOf(key: NavigationGroupKey): NavigationItem[] {
  return screens.flatMap(({ path, screen: { nav } }) => {
    if (nav?.group !== key) return [];
    const { group: _group, ...item } = nav;
    return [{ href: path, ...item }];
  });
}

/**
 * The left navigation: the spec's areas (spec 1 §2) grouped the way merchants work, each listing the
 * screens `config/paths.ts` places in it, in the order declared there.
 */
export const navigation: readonly NavigationGroup[] = groups.map(({ key, labelKey, needsSite }) => ({
  labelKey,
  items: itemsOf(key),
  ...(needsSite ? { needsSite } : {}),
}));
