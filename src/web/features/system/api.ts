import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type Health = { status: 'ok' | 'degraded'; database: 'up' | 'down' };

export const systemKeys = {
  health: ['system', 'health'] as const,
};

export function useHealth() {
  return useQuery({
    queryKey: systemKeys.health,
    queryFn: ({ signal }) => api.get<Health>('/health', { signal }),
  });
}
