import type { DeleteUserBody } from '@kozos/contract';
import { api } from '@/lib/api-client';

export async function deleteAccount(body: DeleteUserBody): Promise<void> {
  await api.post('User/Delete', body);
}
