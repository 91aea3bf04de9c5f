import type { Role } from '@playboard/domain';
import { useTranslation } from 'react-i18next';

/** A role's name in the console's language (the built-in ones by their key). */
export function useRoleName() {
  const { t } = useTranslation('users');
  return (role: Pick<Role, 'key' | 'name'>) => t(`roles.${role.key}.name`, { defaultValue: role.name });
}
