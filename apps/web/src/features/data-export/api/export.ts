import { type DataExport } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** `GET /api/User/Export`: everything the signed-in user entered, by section. */
export function fetchMyData(): Promise<DataExport> {
  return api.call(routes.getUserExport);
}
