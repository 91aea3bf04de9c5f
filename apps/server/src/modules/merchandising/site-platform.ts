import { PLATFORMS, type Platform } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';

/** The platform of a site (spec 1 §9: it decides the fields rules offer); CUSTOM when unknown. */
export async function platformOf(db: Database, siteId: string): Promise<Platform> {
  const [row] = await db.select({ platform: sites.platform }).from(sites).where(eq(sites.id, siteId));
  const platform = row?.platform.toUpperCase() ?? '';
  return (PLATFORMS as readonly string[]).includes(platform) ? (platform as Platform) : 'CUSTOM';
}
