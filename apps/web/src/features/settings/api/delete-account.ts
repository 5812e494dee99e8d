import { type DeleteUserBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

export async function deleteAccount(body: DeleteUserBody): Promise<void> {
  await api.call(routes.postUserDelete, { body });
}
