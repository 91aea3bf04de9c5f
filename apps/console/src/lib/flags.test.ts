import { describe, expect, it, vi } from 'vitest';

const unleash = vi.hoisted(() => ({
  configs: [] as Record<string, unknown>[],
  enabled: new Set<string>(),
  updateContext: vi.fn(async () => undefined),
}));

vi.mock('unleash-proxy-client', () => ({
  UnleashClient: class {
    constructor(config: Record<string, unknown>) {
      unleash.configs.push(config);
    }
    on() {}
    start = async () => undefined;
    isEnabled = (name: string) => unleash.enabled.has(name);
    updateContext = unleash.updateContext;
  },
}));

describe('flags', () => {
  it('should default every flag to off before the service answers', async () => {
    const { isFlagEnabled } = await import('./flags.ts');
    expect(isFlagEnabled('PLAY_USAGE')).toBe(false);
  });

  it('should ask the flag service every 60 s, post metrics every 60 s and send the current engine', async () => {
    const { isFlagEnabled, setFlagsEngine, startFlags } = await import('./flags.ts');
    await startFlags('engine-1');
    expect(unleash.configs[0]).toMatchObject({
      url: `${window.location.origin}/flags/api/frontend`,
      clientKey: 'playboard-console',
      appName: 'playboard-console',
      refreshInterval: 60,
      metricsInterval: 60,
      context: { properties: { engineUuid: 'engine-1' } },
    });
    unleash.enabled.add('PLAY_USAGE');
    expect(isFlagEnabled('PLAY_USAGE')).toBe(true);
    await setFlagsEngine('engine-2');
    expect(unleash.updateContext).toHaveBeenCalledWith({ properties: { engineUuid: 'engine-2' } });
  });
});
