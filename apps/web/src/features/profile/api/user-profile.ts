import { useQuery } from '@tanstack/react-query';
import type { UserProfileResponse } from '@kozos/contract';
import { api } from '@/lib/api-client';

export function useUserProfile(id: string) {
  return useQuery({
    queryKey: ['users', id],
    queryFn: () => api.get<UserProfileResponse>(`User/${encodeURIComponent(id)}`),
  });
}
