import {
  pathWith,
  type RouteBody,
  type RouteData,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
} from '@kozos/contract';
import type { TFunction } from 'i18next';
import { connectivity } from './connectivity';
import { clearSession, getSessionToken } from './session';

/** The typed error every failed call throws (spec §8): field errors keep their first message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(message: string, status: number, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const unexpectedErrorMessage = 'unexpected_error';
/** A call that could not be sent because the browser is offline (message.offline). */
export const offlineMessage = 'offline';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryPayload = Record<string, QueryValue>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /** Called when a request that carried a token is answered 401: the session is no longer valid. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  /** Leave the stored token out (the OAuth callback trades its session cookie for a token). */
  bearer?: boolean;
  /** Let the request outlive the page (sent while it is being closed or reloaded). */
  keepalive?: boolean;
}

/** A list (tags) may go as an array: it is joined with ';' as the API expects. */
type QueryInput<Q> = { [K in keyof Q]?: Q[K] | (string extends Q[K] ? readonly string[] : never) };

/**
 * What a call of a route-table entry sends (decision 135): its path params, query and body,
 * each typed by the entry's schema and required when the entry has one.
 */
export type CallInput<R extends RouteSpec> = (RouteParams<R> extends undefined
  ? { params?: never }
  : { params: RouteParams<R> }) &
  (RouteQuery<R> extends undefined ? { query?: never } : { query?: QueryInput<RouteQuery<R>> }) &
  (RouteBody<R> extends undefined ? { body?: never } : { body: RouteBody<R> }) &
  RequestOptions;

type CallArgs<R extends RouteSpec> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** A raw answer: the identity provider's bodies are not wrapped in `{ data }`, and headers matter. */
export interface RawResponse<T> {
  body: T;
  headers: Headers;
}

/** GET payloads travel as query params; lists (tags) are joined with ';' as the API expects. */
export function toQueryString(payload: QueryPayload | undefined): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(';') : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstMessages(errors: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}

/**
 * Spec §8: the message comes from the body only when the body has an errors object (our
 * error shape); anything else (a proxy's HTML page, an empty body) is an unexpected error.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && isRecord(body.errors)) {
    const message = typeof body.message === 'string' ? body.message : unexpectedErrorMessage;
    return new ApiError(message, status, firstMessages(body.errors));
  }
  return new ApiError(unexpectedErrorMessage, status);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api/';
  const getToken = options.getToken ?? getSessionToken;
  const onUnauthorized = options.onUnauthorized ?? clearSession;

  async function send(
    method: Method,
    path: string,
    payload?: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<RawResponse<unknown>> {
    const isGet = method === 'GET';
    const url =
      baseUrl + path.replace(/^\//, '') + (isGet ? toQueryString(payload as QueryPayload) : '');
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = requestOptions.bearer === false ? null : getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (!isGet && payload !== undefined) headers['Content-Type'] = 'application/json';
    const doFetch = options.fetch ?? fetch;
    // Offline, a write is not attempted and says so (decision 105); reads may come from the
    // service worker's kept copies.
    if (!isGet && browserOffline()) throw new ApiError(offlineMessage, 0);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        keepalive: requestOptions.keepalive,
        body: !isGet && payload !== undefined ? JSON.stringify(payload) : undefined,
      });
    } catch (cause) {
      // Spec §8: a missing response is only logged; the caller still gets a typed error.
      console.warn('API request got no response', method, url, cause);
      throw new ApiError(connectivity.isOffline() ? offlineMessage : unexpectedErrorMessage, 0);
    }
    connectivity.answered(response.headers.get('x-kozos-offline') === '1');
    const body = await readBody(response);
    if (!response.ok) {
      if (response.status === 401) {
        console.warn('API request unauthorized', method, url);
        // The stored token was refused (expired, revoked, account deleted): drop the session
        // so the login screen shows instead of a page of failing calls.
        if (token) onUnauthorized();
      }
      throw toApiError(response.status, body);
    }
    // Spec §8: a success body carrying error.message is still a failure for the form.
    if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string') {
      throw new ApiError(body.error.message, response.status);
    }
    return { body, headers: response.headers };
  }

  async function request<T>(
    method: Method,
    path: string,
    payload?: unknown,
    requestOptions?: RequestOptions,
  ): Promise<T> {
    const { body } = await send(method, path, payload, requestOptions);
    return (isRecord(body) ? body.data : undefined) as T;
  }

  async function raw<T>(
    method: Method,
    path: string,
    payload?: unknown,
    requestOptions?: RequestOptions,
  ): Promise<RawResponse<T>> {
    const { body, headers } = await send(method, path, payload, requestOptions);
    return { body: body as T, headers };
  }

  /**
   * Calls one route of the table (packages/contract/src/routes): the path comes from the entry
   * with its params filled in, and the answer's `data` is typed by the entry's 2xx response.
   */
  function call<R extends RouteSpec>(entry: R, ...[input]: CallArgs<R>): Promise<RouteData<R>> {
    const { params, query, body, ...requestOptions } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: QueryPayload;
      body?: unknown;
    } & RequestOptions;
    const path = pathWith(entry.path, params).replace(/^\/api\//, '');
    const payload = entry.method === 'GET' ? query : body;
    if (entry.method !== 'GET' && query) {
      return request<RouteData<R>>(
        entry.method,
        path + toQueryString(query),
        payload,
        requestOptions,
      );
    }
    return request<RouteData<R>>(entry.method, path, payload, requestOptions);
  }

  return { call, raw };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();

/** The identity provider (Better Auth) at /api/auth/: raw bodies, errors in our shape. */
export const authApi = createApiClient({ baseUrl: '/api/auth/' });

/** Sign-in and a password change hand out the bearer token in this header (or in the body). */
export function tokenFrom(response: RawResponse<unknown>): string | null {
  const fromHeader = response.headers.get('set-auth-token');
  if (fromHeader) return fromHeader;
  const { body } = response;
  return isRecord(body) && typeof body.token === 'string' ? body.token : null;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return unexpectedErrorMessage;
}

/**
 * Text of the destructive failure toast (spec §8): the translated `message.{message}`, else
 * the raw message in brackets; the title defaults to `message.0`.
 */
export function errorToastText(
  error: unknown,
  t: TFunction,
): { title: string; description: string } {
  const message = messageOf(error);
  return {
    title: t('message.0'),
    description: t(`message.${message}`, { defaultValue: `[${message}]` }),
  };
}
