import { rootKeys } from '@/lib/query-keys';

/** Query keys of posts; every post mutation also invalidates `rootKeys.feed`. */
export const postKeys = {
  all: rootKeys.posts,
  lists: () => [...postKeys.all, 'list'] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: string) => [...postKeys.details(), id] as const,
  /** Under the groups root: joining or leaving a group refreshes the picker and the home. */
  groupChoices: () => [...rootKeys.groups, 'post-choices'] as const,
};
