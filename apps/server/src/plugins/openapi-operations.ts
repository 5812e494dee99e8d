import { routeKey, routes } from '@kozos/contract';

/*
 * What the OpenAPI document says about each operation beyond its schemas: a stable operationId
 * (generated clients name their methods after it) and whether it needs the bearer token
 * (decision 126). Both are decided here, in one place, from method and path, so route files
 * stay as they are.
 */

/** Names derived from method and path that would be ambiguous or misleading. */
const operationIdOverrides: Readonly<Record<string, string>> = {
  // Both would be getInvitationEmail: a group's sent invitations and the caller's received ones.
  'GET /api/Invitation/{groupId}/Email': 'getInvitationEmailsOfGroup',
  'GET /api/Invitation/Email': 'getInvitationEmailsToMe',
  // A variant's file name (`640.webp`) is a parameter inside the last segment.
  'GET /api/Photo/{id}/{width}.webp': 'getPhotoVariant',
};

/**
 * Operations anyone may call: no `requireUser` in front of them. Every other operation needs
 * `Authorization: Bearer <token>`. Each says so in its route-table entry (`public`, decision
 * 135); openapi.test.ts checks these against what the running app answers to an anonymous call.
 */
export const publicOperations: ReadonlySet<string> = new Set(
  Object.values(routes)
    .filter((entry) => entry.public)
    .map(routeKey),
);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `getGroupById` for `GET /api/Group/{id}`: the method, the path's fixed segments after `/api`,
 * and `By<Param>` when the path ends in a parameter. Parameters inside the path are left out
 * (`DELETE /api/AccessCode/{groupId}/{id}` is `deleteAccessCodeById`).
 */
export function operationIdOf(method: string, path: string): string {
  const key = `${method.toUpperCase()} ${path}`;
  const override = operationIdOverrides[key];
  if (override) return override;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const last = segments.at(-1) ?? '';
  const fixed = segments.filter((segment) => !segment.startsWith('{')).map(capitalized);
  const by = last.startsWith('{') ? `By${capitalized(last.slice(1, -1))}` : '';
  return `${method.toLowerCase()}${fixed.join('')}${by}`;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
}

/**
 * Gives every operation of the document its operationId and marks the public ones
 * `security: []` (the others inherit the document's bearer requirement). Two operations with
 * one name are a programming error: the override map must tell them apart.
 */
export function describeOperations(doc: { paths?: object }): void {
  const seen = new Map<string, string>();
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of httpMethods) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const id = operationIdOf(method, path);
      const other = seen.get(id);
      if (other) throw new Error(`operationId ${id} of ${key} is also ${other}'s: add an override`);
      seen.set(id, key);
      operation.operationId = id;
      if (publicOperations.has(key)) operation.security = [];
    }
  }
}
