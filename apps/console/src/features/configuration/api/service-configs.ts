// The Config API of spec 2 §7 (/config/v1), for the platform's operators.
import type { ConfigEntity, ConfigHistory, ConfigService } from '@playboard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = '/config/v1/secure';

interface ConfigKey {
  service: ConfigService;
  instance: string;
}

/** Every query of one instance starts with this, so a change of its sets refreshes them all. */
const instanceScope = (instance: string) => ['configuration', instance] as const;

const configQueryOptions = ({ service, instance }: ConfigKey) =>
  queryOptions({
    queryKey: [...instanceScope(instance), 'config', service],
    queryFn: async () => {
      const query = new URLSearchParams({ service, instance });
      const [entity] = await api.get<ConfigEntity[]>(`${base}/configs?${query}`);
      if (!entity) throw new Error(`No ${service} configuration for ${instance}`);
      return entity;
    },
  });

const historyQueryOptions = ({ service, instance }: ConfigKey) =>
  queryOptions({
    queryKey: [...instanceScope(instance), 'history', service],
    queryFn: () =>
      api.get<ConfigHistory>(`${base}/configs/history?${new URLSearchParams({ service, instance })}`),
  });

const instanceConfigsQueryOptions = (instance: string) =>
  queryOptions({
    queryKey: [...instanceScope(instance), 'configs'],
    queryFn: () => api.get<ConfigEntity[]>(`${base}/configs?${new URLSearchParams({ instance })}`),
  });

/** GET secure/configs?service=&instance=: the instance's entity of one service. */
export function useServiceConfig(key: ConfigKey) {
  return useQuery(configQueryOptions(key));
}

/** GET secure/configs/history: the set's changes, newest first. */
export function useConfigHistory(key: ConfigKey) {
  return useQuery(historyQueryOptions(key));
}

/** GET secure/configs?instance=: the instance's entity of every service. */
export function useInstanceConfigs(instance: string) {
  return useQuery(instanceConfigsQueryOptions(instance));
}

function useRefresh(key: ConfigKey) {
  const client = useQueryClient();
  return (entity: ConfigEntity) => {
    client.setQueryData(configQueryOptions(key).queryKey, entity);
    // A save can give the instance its first set of a service, which the instance's list shows.
    return Promise.all([
      client.invalidateQueries({ queryKey: historyQueryOptions(key).queryKey }),
      client.invalidateQueries({ queryKey: instanceConfigsQueryOptions(key.instance).queryKey }),
    ]);
  };
}

/** After a change of the instance's sets: every service's entity and history is read again. */
function useRefreshInstance(instance: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: instanceScope(instance) });
}

/** PUT secure/configs: the data replaces the instance's whole set of the service. */
export function useSaveConfig(key: ConfigKey) {
  const refresh = useRefresh(key);
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => api.put<ConfigEntity>(`${base}/configs`, { ...key, data }),
    onSuccess: refresh,
  });
}

/** PUT secure/configs/enable: off, the defaults apply and the data is kept. */
export function useEnableConfig(key: ConfigKey) {
  const refresh = useRefresh(key);
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<ConfigEntity>(
        `${base}/configs/enable?${new URLSearchParams({ enabled: String(enabled), ...key })}`,
      ),
    onSuccess: refresh,
  });
}

/** POST secure/configs/history/{revisionId}/revert: the set as it was before that change. */
export function useRevertConfig(key: ConfigKey) {
  const refresh = useRefresh(key);
  return useMutation({
    mutationFn: (revisionId: string) =>
      api.post<ConfigEntity>(`${base}/configs/history/${encodeURIComponent(revisionId)}/revert`),
    onSuccess: refresh,
  });
}

/**
 * POST secure/instances/{instance}: the instance's own set of every service, from the defaults
 * (201); a set it has already is kept (200), so a repeated submit loses nothing.
 */
export function useCreateInstanceConfigs(instance: string) {
  const refresh = useRefreshInstance(instance);
  return useMutation({
    mutationFn: () => api.post<ConfigEntity[]>(`${base}/instances/${encodeURIComponent(instance)}`),
    onSuccess: refresh,
  });
}

/** DELETE secure/instances/{instance} (204): its sets go, every service falls back to the defaults. */
export function useRemoveInstanceConfigs(instance: string) {
  const refresh = useRefreshInstance(instance);
  return useMutation({
    mutationFn: () => api.delete<void>(`${base}/instances/${encodeURIComponent(instance)}`),
    onSuccess: refresh,
  });
}
