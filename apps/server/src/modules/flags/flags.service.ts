// Feature flags in the Unleash frontend-API shape, so the console's unleash-proxy-client talks to
// this server as it would to Unleash Edge. Flags are on or off for everyone: a row switched on in
// `feature_flags`, or a name in FLAGS_ON, turns a flag on.
import { FEATURE_FLAGS } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { createFlagsRepo } from './flags.repo.ts';

export interface FrontendToggle {
  name: string;
  enabled: true;
  variant: { name: string; enabled: boolean };
  impressionData: boolean;
}

/** Every flag of spec 1 §6 exists in the table, off unless the operator switched it on. */
export async function ensureFlags(db: Database): Promise<void> {
  await createFlagsRepo(db).ensure(FEATURE_FLAGS);
}

/** Only enabled toggles are listed, as Unleash's frontend API does. */
export async function enabledToggles(db: Database, flagsOn: readonly string[]): Promise<FrontendToggle[]> {
  const rows = await createFlagsRepo(db).list();
  const names = new Set([...rows.filter((row) => row.enabled).map((row) => row.name), ...flagsOn]);
  return [...names].sort().map((name) => ({
    name,
    enabled: true,
    variant: { name: 'disabled', enabled: false },
    impressionData: false,
  }));
}

export interface MetricsReport {
  appName: string;
  instanceId?: string | undefined;
  environment?: string | undefined;
  bucket: { start: Date; stop: Date; toggles: Record<string, unknown> };
}

export async function recordMetrics(db: Database, report: MetricsReport, now: Date): Promise<void> {
  await createFlagsRepo(db).insertMetrics({
    appName: report.appName,
    instanceId: report.instanceId ?? '',
    environment: report.environment ?? 'default',
    bucketStart: report.bucket.start,
    bucketStop: report.bucket.stop,
    toggles: report.bucket.toggles,
    receivedAt: now,
  });
}
