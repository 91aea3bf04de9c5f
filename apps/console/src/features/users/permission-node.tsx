import { useTranslation } from 'react-i18next';

/** A permission node's key as its texts are filed (`*` is "everything"). */
const textKey = (node: string) => (node === '*' ? 'everything' : node);

/** A permission node (spec 2 §6) in the interface language: its name and what it opens. */
export function usePermissionNodeText(): (node: string) => { name: string; description: string } {
  const { t } = useTranslation('permissions');
  return (node) => ({
    name: t(`nodes.${textKey(node)}.name`, { defaultValue: node }),
    description: t(`nodes.${textKey(node)}.description`, { defaultValue: '' }),
  });
}

/** A node's name, its one-line explanation and, in small type, the key policies name it by. */
export function PermissionNodeLabel({ node }: { node: string }) {
  const { t } = useTranslation('permissions');
  const { name, description } = usePermissionNodeText()(node);
  return (
    <span className="block">
      <span className="text-sm font-medium text-slate-900">{name}</span>
      {description && <span className="block text-xs text-slate-600">{description}</span>}
      <span className="block font-mono text-[11px] text-slate-500">{t('key', { key: node })}</span>
    </span>
  );
}
