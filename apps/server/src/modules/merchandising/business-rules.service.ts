import { businessRuleInputSchema, type BusinessRule } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { createBusinessRulesRepo } from './business-rules.repo.ts';
import { notFound, parseInput, writeConfig } from './config-write.ts';

export async function listBusinessRules(db: Database, siteId: string): Promise<BusinessRule[]> {
  return createBusinessRulesRepo(db, { siteId }).list();
}

export async function createBusinessRule(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<BusinessRule> {
  const value = parseInput(businessRuleInputSchema, input);
  return writeConfig(db, siteId, (tx) => createBusinessRulesRepo(tx, { siteId }).insert(value));
}

export async function updateBusinessRule(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<BusinessRule> {
  const value = parseInput(businessRuleInputSchema, input);
  return writeConfig(db, siteId, async (tx) => {
    const rule = await createBusinessRulesRepo(tx, { siteId }).update(id, value);
    if (!rule) throw notFound('Business rule', id);
    return rule;
  });
}

export async function deleteBusinessRule(db: Database, siteId: string, id: string): Promise<void> {
  await writeConfig(db, siteId, async (tx) => {
    if (!(await createBusinessRulesRepo(tx, { siteId }).remove(id))) throw notFound('Business rule', id);
  });
}
