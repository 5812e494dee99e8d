import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import type { App } from '../app';

/*
 * What is generated from the OpenAPI document and committed (decision 126): the TypeScript
 * types the openapi-fetch client of openapi-client.test.ts is typed with, and the list of
 * operationIds, so a renamed operation is a visible change. `npm run api:types` writes both;
 * openapi.test.ts fails when either differs from what the app serves.
 */

export const apiTypesFile = path.join(import.meta.dirname, 'api-types.d.ts');
export const operationIdsFile = path.join(
  import.meta.dirname,
  '../plugins/openapi-operation-ids.txt',
);

export type OpenApiDocument = OpenAPI3;

/** The document exactly as `/api/docs/json` serves it. */
export async function openApiDocumentOf(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json: ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

export async function apiTypesOf(doc: OpenApiDocument): Promise<string> {
  const header = '// Generated from /api/docs/json by `npm run api:types`: do not edit.\n\n';
  // Left as openapi-typescript writes it (Prettier and ESLint skip the file): formatting
  // 11,000 lines took longer than generating them.
  return header + astToString(await openapiTS(doc, { silent: true }));
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `operationId METHOD /path` a line, sorted by path and method (not by registration order). */
export function operationIdsOf(doc: OpenApiDocument): string {
  const lines = Object.entries(doc.paths ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([route, item]) =>
      methods.flatMap((method) => {
        const operation = (item as Partial<Record<string, { operationId?: string }>>)[method];
        return operation ? [`${operation.operationId} ${method.toUpperCase()} ${route}`] : [];
      }),
    );
  return `${lines.join('\n')}\n`;
}
