import { useTranslation } from 'react-i18next';
import type { FieldChange } from './config-fields.ts';

/** Each changed field by its title: before → after, and which of them is the default. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation('configuration');
  const value = (raw: unknown, set: boolean) => {
    const text = typeof raw === 'boolean' ? (raw ? t('on') : t('off')) : String(raw);
    return set ? text : t('diff.default', { value: text });
  };
  return (
    <ul className="space-y-1.5 text-sm">
      {changes.map(({ field, before, after, setBefore, setAfter }) => (
        <li key={field.pointer}>
          <span className="font-medium text-slate-900">{[...field.groups, field.title].join(' › ')}</span>
          {': '}
          <span className="text-slate-600">{value(before, setBefore)}</span>
          <span aria-label={t('diff.to')}> → </span>
          <span className="font-medium text-slate-900">{value(after, setAfter)}</span>
        </li>
      ))}
    </ul>
  );
}
