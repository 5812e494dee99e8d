import { type PhotoRef, routes, type RouteSpec, photoVariantPath } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';
import { cameraJpeg } from '../../test/photos';
import { buildGroupsTestApp, call } from '../../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

/* Photos (issue 25): who may read, caption, serve and delete an upload (photos.test.ts has the rest). */

let t: IdentityTestApp;
let uploader: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp({ PHOTO_UPLOADS_PER_HOUR: '40' });
  uploader = await createUser(t, { username: 'uploader', name: 'Ulla Up' });
  stranger = await createUser(t, { username: 'stranger', name: 'Sanyi Stranger' });
});
afterAll(async () => {
  await t.close();
});

function upload(user: TestUser | null, body: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Photo',
    headers: { 'content-type': 'image/jpeg', ...(user ? bearer(user.token) : {}) },
    payload: body,
  });
}

async function uploaded(user: TestUser, body: Buffer): Promise<PhotoRef> {
  const response = await upload(user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PhotoRef }>().data;
}

type Role = 'anonymous' | 'uploader' | 'stranger';
const roles: Role[] = ['anonymous', 'uploader', 'stranger'];
const userOf = (role: Role) => ({ anonymous: null, uploader, stranger })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, the uploader, another user. */
  expect: [number, number, number];
  request: (id: string) => {
    method: InjectOptions['method'];
    url: string;
    payload?: object;
  };
}

const rows: Row[] = [
  {
    route: routes.getPhotoById,
    expect: [401, 200, 404],
    request: (id) => ({ method: 'GET', url: `/api/Photo/${id}` }),
  },
  {
    route: routes.patchPhotoById,
    expect: [401, 200, 404],
    request: (id) => ({ method: 'PATCH', url: `/api/Photo/${id}`, payload: { alt: 'Matrix' } }),
  },
  {
    route: routes.getPhotoVariant,
    expect: [401, 200, 404],
    request: (id) => ({ method: 'GET', url: photoVariantPath(id, 320) }),
  },
  {
    route: routes.deletePhotoById,
    expect: [401, 200, 404],
    request: (id) => ({ method: 'DELETE', url: `/api/Photo/${id}` }),
  },
];

describe('authorization matrix', () => {
  const cases = labelled(rows).flatMap((row) =>
    roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
  );
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    // A fresh upload per case: the delete row removes it.
    const ref = await uploaded(uploader, await cameraJpeg(320, 240));
    const { method, url, payload } = request(ref.id);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
    }
  });

  it.each(roles.map((role, index) => ({ role, status: [401, 201, 201][index] })))(
    // The upload's body is the image's bytes, so its matrix row has a test of its own:
    // route: routes.postPhoto
    'POST /api/Photo as $role → $status',
    async ({ role, status }) => {
      expectRequestOf(routes.postPhoto, 'POST', '/api/Photo');
      const response = await upload(userOf(role), await cameraJpeg(320, 240));
      expect(response.statusCode, response.body).toBe(status);
    },
  );
});
