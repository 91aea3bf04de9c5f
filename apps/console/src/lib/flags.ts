import { FLAGS_METRICS_SECONDS, FLAGS_REFRESH_SECONDS, type FeatureFlag } from '@playboard/domain';
import { UnleashClient } from 'unleash-proxy-client';
import { useSyncExternalStore } from 'react';

let client: UnleashClient | undefined;
let version = 0;
const listeners = new Set<() => void>();

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** The flag service client (spec 1 §6): refresh and metrics every 60 s, the current engine in the context. */
function getClient(engineUuid: string | undefined): UnleashClient {
  if (!client) {
    client = new UnleashClient({
      url: `${window.location.origin}/flags/api/frontend`,
      clientKey: 'playboard-console',
      appName: 'playboard-console',
      refreshInterval: FLAGS_REFRESH_SECONDS,
      metricsInterval: FLAGS_METRICS_SECONDS,
      context: engineUuid ? { properties: { engineUuid } } : {},
    });
    client.on('update', notify);
    client.on('ready', notify);
  }
  return client;
}

/** Fetches the flags once (so guards see them) and keeps them fresh; a failing service leaves all off. */
export async function startFlags(engineUuid: string | undefined): Promise<void> {
  const flags = getClient(engineUuid);
  try {
    await flags.start();
  } catch (error) {
    console.warn('Feature flags unavailable; every flag stays off', error);
  }
}

/** Re-evaluates the flags for another engine (the context carries the current engine uuid). */
export async function setFlagsEngine(engineUuid: string | undefined): Promise<void> {
  if (!client) return;
  await client.updateContext(engineUuid ? { properties: { engineUuid } } : {});
}

/** Default all off (spec 1 §6). */
export function isFlagEnabled(flag: FeatureFlag): boolean {
  return client?.isEnabled(flag) ?? false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the flags change; returns the reader. */
export function useFlags(): (flag: FeatureFlag) => boolean {
  useSyncExternalStore(subscribe, () => version);
  return isFlagEnabled;
}
