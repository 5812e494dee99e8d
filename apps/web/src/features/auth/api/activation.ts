import { type CreateUserBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useActivationCheck(token: string) {
  return useQuery({
    queryKey: ['activation', token],
    queryFn: () => api.call(routes.getCreateUserCheckByToken, { params: { token } }),
    enabled: token !== '',
    staleTime: Infinity,
  });
}

/** POST /api/CreateUser: the invited address counts as verified and is signed in at once. */
export function createInvitedUser(body: CreateUserBody) {
  return api.call(routes.postCreateUser, { body });
}
