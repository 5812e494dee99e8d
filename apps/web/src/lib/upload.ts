import {
  ApiError,
  offlineMessage,
  toApiError,
  toQueryString,
  unexpectedErrorMessage,
  type QueryPayload,
} from './api-client';
import { clearSession, getSessionToken } from './session';

export interface UploadOptions {
  query?: QueryPayload;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
  getToken?: () => string | null;
  /** Test seam: the XMLHttpRequest to use. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends a file as the raw body of a POST to `path` (under /api/) and resolves with the answer's
 * `data`. XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 * The bearer token and the error shape are the API client's (a 401 ends the session the same
 * way); a missing answer is `offline` or `unexpected_error`, as for every other call.
 */
export function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const token = (options.getToken ?? getSessionToken)();
  const url = `/api/${path.replace(/^\/(api\/)?/, '')}${toQueryString(options.query)}`;
  return new Promise<T>((resolve, reject) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      reject(new ApiError(offlineMessage, 0));
      return;
    }
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        const data =
          typeof body === 'object' && body !== null && 'data' in body
            ? (body as { data: T }).data
            : (body as T);
        resolve(data);
        return;
      }
      if (request.status === 401 && token) clearSession();
      reject(toApiError(request.status, body));
    });
    const noAnswer = () =>
      reject(
        new ApiError(
          typeof navigator !== 'undefined' && navigator.onLine === false
            ? offlineMessage
            : unexpectedErrorMessage,
          0,
        ),
      );
    request.addEventListener('error', noAnswer);
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
