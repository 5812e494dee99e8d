import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §7: GET /api/Teapot is called once on the login screen and its answer (418) ignored. */
export function useTeapot(): void {
  useQuery({
    queryKey: ['teapot'],
    queryFn: () => api.call(routes.getTeapot).catch(() => null),
    staleTime: Infinity,
    retry: false,
  });
}
