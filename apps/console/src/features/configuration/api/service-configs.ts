// The Config API of spec 2 §7 (/config/v1), for the platform's operators.
import type { ConfigEntity, ConfigHistory, ConfigService } from '@playboard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = '/config/v1/secure';

interface ConfigKey {
  service: ConfigService;
  instance: string;
}

const configQueryOptions = ({ service, instance }: ConfigKey) =>
  queryOptions({
    queryKey: ['configuration', 'config', service, instance],
    queryFn: async () => {
      const query = new URLSearchParams({ service, instance });
      const [entity] = await api.get<ConfigEntity[]>(`${base}/configs?${query}`);
      if (!entity) throw new Error(`No ${service} configuration for ${instance}`);
      return entity;
    },
  });

const historyQueryOptions = ({ service, instance }: ConfigKey) =>
  queryOptions({
    queryKey: ['configuration', 'history', service, instance],
    queryFn: () =>
      api.get<ConfigHistory>(`${base}/configs/history?${new URLSearchParams({ service, instance })}`),
  });

/** GET secure/configs?service=&instance=: the instance's entity of one service. */
export function useServiceConfig(key: ConfigKey) {
  return useQuery(configQueryOptions(key));
}

/** GET secure/configs/history: the set's changes, newest first. */
export function useConfigHistory(key: ConfigKey) {
  return useQuery(historyQueryOptions(key));
}

function useRefresh(key: ConfigKey) {
  const client = useQueryClient();
  return (entity: ConfigEntity) => {
    client.setQueryData(configQueryOptions(key).queryKey, entity);
    return client.invalidateQueries({ queryKey: historyQueryOptions(key).queryKey });
  };
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
