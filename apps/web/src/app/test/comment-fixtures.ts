import type { CommentResponse, PostResponse } from '@kozos/contract';

/* A post and its comments as the API answers them, for the tests of the post page's thread. */

export const postId = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';

export const post: PostResponse = {
  id: postId,
  title: 'Körtefa metszés',
  description: 'Who can help on Saturday?',
  link: '',
  tags: 'system.news',
  author: { id: 'u2', name: 'Béla Szabó', username: 'bela' },
  group: { id: 'g1', name: 'Kert utca' },
  creationTime: '2026-03-01T10:00:00.000Z',
  editedTime: null,
  commentCount: 1,
  photos: [],
};

export function comment(id: string, fields: Partial<CommentResponse> = {}): CommentResponse {
  return {
    id,
    itemType: 'post',
    itemId: postId,
    parentId: null,
    author: { id: 'u2', name: 'Béla Szabó', username: 'bela' },
    body: 'I can, @anna',
    deleted: false,
    mentions: [{ id: 'u1', name: 'Anna Kiss', username: 'anna' }],
    creationTime: '2026-03-01T11:00:00.000Z',
    editedTime: null,
    canEdit: false,
    canDelete: false,
    hidden: false,
    hiddenReason: null,
    canReport: true,
    ...fields,
  };
}
