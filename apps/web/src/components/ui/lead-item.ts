import { createContext, useContext } from 'react';

/**
 * True inside the first item of a list (`PagedList`): its photo is the largest paint of the
 * first screen, so it is fetched at once and first (decision 227) instead of waiting, as the
 * rest do, to come near the screen.
 */
export const LeadItemContext = createContext(false);

export function useLeadItem(): boolean {
  return useContext(LeadItemContext);
}
