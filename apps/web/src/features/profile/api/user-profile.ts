import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useUserProfile(id: string) {
  return useQuery({
    queryKey: ['users', id],
    queryFn: () => api.call(routes.getUserById, { params: { id } }),
  });
}
