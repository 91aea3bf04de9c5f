import type { SynonymGroup } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { TermChip, TermChips } from '../../ui/term-chips.tsx';

/** A group's terms as chips; a one-way group reads "sofa → couch, settee". */
export function SynonymTerms({ group }: { group: Pick<SynonymGroup, 'terms' | 'oneWay'> }) {
  const { t } = useTranslation('synonyms');
  const [first, ...others] = group.terms;
  if (!group.oneWay || first === undefined) return <TermChips terms={group.terms} />;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <TermChip term={first} />
      <span aria-label={t('oneWay.arrow')} role="img" className="text-slate-500">
        →
      </span>
      <TermChips terms={others} />
    </div>
  );
}
