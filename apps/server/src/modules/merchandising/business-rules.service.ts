import { businessRuleInputSchema, type BusinessRule } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { createBusinessRulesRepo } from './business-rules.repo.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';

export const businessRuleKind = itemKind('businessRule', createBusinessRulesRepo, businessRuleInputSchema);

export async function listBusinessRules(db: Database, siteId: string): Promise<BusinessRule[]> {
  return createBusinessRulesRepo(db, { siteId }).list();
}

export async function createBusinessRule(
  db: Database,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<BusinessRule> {
  const value = parseInput(businessRuleInputSchema, input);
  return writeConfig(
    db,
    { siteId, kind: businessRuleKind, entityId: (item: BusinessRule) => item.id!, actor },
    (tx) => createBusinessRulesRepo(tx, { siteId }).insert(value),
  );
}

export async function updateBusinessRule(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<BusinessRule> {
  const value = parseInput(businessRuleInputSchema, input);
  return writeConfig(db, { siteId, kind: businessRuleKind, entityId: id, actor }, async (tx) => {
    const rule = await createBusinessRulesRepo(tx, { siteId }).update(id, value);
    if (!rule) throw notFound('Business rule', id);
    return rule;
  });
}

export async function deleteBusinessRule(
  db: Database,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(db, { siteId, kind: businessRuleKind, entityId: id, actor }, async (tx) => {
    if (!(await createBusinessRulesRepo(tx, { siteId }).remove(id))) throw notFound('Business rule', id);
  });
}
