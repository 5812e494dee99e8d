import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server's default; used until GET /api/AuthConfig answers (or when it cannot). */
export const defaultPasswordMinLength = 6;

export function useAuthConfig() {
  const query = useQuery({
    queryKey: ['auth-config'],
    queryFn: () => api.call(routes.getAuthConfig),
    staleTime: Infinity,
  });
  return {
    googleEnabled: query.data?.googleEnabled ?? false,
    passwordMinLength: query.data?.passwordMinLength ?? defaultPasswordMinLength,
  };
}
