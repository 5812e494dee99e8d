import { type MeResponse, type PatchUserBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from './api-client';

export const meQueryKey = ['me'] as const;

export function fetchMe(): Promise<MeResponse> {
  return api.call(routes.getUser);
}

/** GET /api/User while a token is stored: its answer decides logged in or logged out. */
export function useMeQuery(enabled: boolean) {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled, staleTime: 5 * 60_000 });
}

const CurrentUserContext = createContext<MeResponse | null>(null);

/** Set by the auth gate once the signed-in user is known. */
export const CurrentUserProvider = CurrentUserContext.Provider;

export function useOptionalCurrentUser(): MeResponse | null {
  return useContext(CurrentUserContext);
}

/** The signed-in user; only pages behind the auth gate call it. */
export function useCurrentUser(): MeResponse {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is used outside the signed-in part of the app');
  return me;
}

/** PATCH /api/User with any subset; the answer is the new "me", so the cache takes it as is. */
export function usePatchMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchUserBody) => api.call(routes.patchUser, { body }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
