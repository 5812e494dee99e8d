import { useQuery } from '@tanstack/react-query';
import type { CreateUserBody, CreateUserCheckResponse, MeResponse } from '@kozos/contract';
import { api } from '@/lib/api-client';

export function useActivationCheck(token: string) {
  return useQuery({
    queryKey: ['activation', token],
    queryFn: () =>
      api.get<CreateUserCheckResponse>(`CreateUser/Check/${encodeURIComponent(token)}`),
    enabled: token !== '',
    staleTime: Infinity,
  });
}

/** POST /api/CreateUser: the invited address counts as verified and is signed in at once. */
export function createInvitedUser(body: CreateUserBody) {
  return api.post<{ token: string; user: MeResponse }>('CreateUser', body);
}
