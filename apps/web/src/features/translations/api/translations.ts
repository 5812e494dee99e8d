import {
  type SaveTranslationBody,
  type TranslationChanges,
  type TranslationRow,
} from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** Query keys of the translation editor (site administrators only). */
export const translationKeys = {
  all: ['translations'] as const,
  summary: () => [...translationKeys.all, 'summary'] as const,
  list: (search: string, changedOnly: boolean) =>
    [...translationKeys.all, 'list', search, changedOnly] as const,
};

/** `GET /api/Translation/Summary`: counts, missing keys, the last edit. */
export function useTranslationSummary() {
  return useQuery({
    queryKey: translationKeys.summary(),
    queryFn: () => api.call(routes.getTranslationSummary),
  });
}

/** `GET /api/Translation/Keys`: one page of rows by key. */
export function fetchTranslationPage(
  query: { search: string; changedOnly: boolean },
  page: { skip: number; limit: number },
): Promise<TranslationRow[]> {
  return api.call(routes.getTranslationKeys, {
    query: {
      ...page,
      search: query.search || undefined,
      changed: query.changedOnly ? 'true' : undefined,
    },
  });
}

/** `GET /api/Translation/Changes`: the changed texts by locale file. */
export function fetchTranslationChanges(): Promise<TranslationChanges> {
  return api.call(routes.getTranslationChanges);
}

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: translationKeys.all });
}

/**
 * A saved or added text also shows at once in this tab; everyone else sees it on their next
 * load (decision 110).
 */
function useShowNow() {
  const { i18n } = useTranslation();
  return (row: { key: string; hu: string; en: string }) => {
    i18n.addResource('hu', 'translation', row.key, row.hu);
    i18n.addResource('en', 'translation', row.key, row.en);
  };
}

/** `PATCH /api/Translation`: per-row save. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  const showNow = useShowNow();
  return useMutation({
    mutationFn: (body: SaveTranslationBody) => api.call(routes.patchTranslation, { body }),
    onSuccess: (row) => {
      showNow(row);
      refresh(queryClient);
    },
  });
}

/** `POST /api/Translation` (/addtext). */
export function useAddTranslation() {
  const queryClient = useQueryClient();
  const showNow = useShowNow();
  return useMutation({
    mutationFn: (body: SaveTranslationBody) => api.call(routes.postTranslation, { body }),
    onSuccess: (row) => {
      showNow(row);
      refresh(queryClient);
    },
  });
}

/** `DELETE /api/Translation/Changes`: back to the locale files' texts. */
export function useDeleteTranslationChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deleteTranslationChanges),
    onSuccess: () => refresh(queryClient),
  });
}

/** `POST /api/Translation/Missing`: adds the files' keys the table lacks. */
export function useAddMissingTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.postTranslationMissing),
    onSuccess: () => refresh(queryClient),
  });
}
