import { useFlags } from '../../lib/flags.ts';
import { LanguageScoped } from '../../ui/tuning-list-page.tsx';
import { BusinessRulesList } from './business-rules-list.tsx';
import { QueryRankingList } from './query-ranking-list.tsx';

/**
 * Business rules (spec 1 §2): the query ranking version when flag PLAY_QUERY_RANKING is on
 * (spec 2 §3–§5), else the older version (spec 1 §3, §5).
 */
export function Component() {
  const isEnabled = useFlags();
  if (isEnabled('PLAY_QUERY_RANKING')) {
    return (
      <LanguageScoped namespace="query-ranking">{(scope) => <QueryRankingList {...scope} />}</LanguageScoped>
    );
  }
  return (
    <LanguageScoped namespace="business-rules">{(scope) => <BusinessRulesList {...scope} />}</LanguageScoped>
  );
}
