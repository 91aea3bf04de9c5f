import type { Database } from '../../db/client.ts';
import { ensureVerifiedAccount, type AccountSeed } from '../account/index.ts';

/** The demo credentials printed at start-up; the password meets the sign-up rule of spec 1 §5. */
export const DEMO_ACCOUNT = {
  email: 'demo@playboard.local',
  password: 'PlayboardDemo1',
  name: 'Demo Merchant',
  language: 'en',
  organization: { name: 'Demo Shop', businessVertical: 'RETAIL' },
} as const satisfies AccountSeed;

/** Creates the demo account and its organisation when missing; returns whether anything was created. */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<boolean> {
  return ensureVerifiedAccount(db, DEMO_ACCOUNT, now);
}
