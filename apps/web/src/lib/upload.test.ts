import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { uploadFile } from './upload';

// uploadFile against a stand-in XMLHttpRequest (jsdom's would go to the network): the request
// it sends, the progress it reports, and how it reads the server's answers.

class StandInRequest extends EventTarget {
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
}

function start(onProgress?: (sent: number) => void) {
  const request = new StandInRequest();
  const file = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
  const result = uploadFile<{ id: string }>('/api/Photo', file, {
    query: { alt: 'Körte' },
    getToken: () => 'token-1',
    onProgress,
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, file, result };
}

describe('uploadFile', () => {
  it('posts the file as the body with the bearer token and reports progress', async () => {
    const seen: number[] = [];
    const { request, file, result } = start((sent) => seen.push(sent));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/Photo?alt=K%C3%B6rte');
    expect(request.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'image/jpeg',
    });
    expect(request.body).toBe(file);
    request.progress(1, 4);
    request.answer(201, { data: { id: 'p1' } });
    await expect(result).resolves.toEqual({ id: 'p1' });
    expect(seen).toEqual([0.25, 1]);
  });

  it('turns a refusal into the API error with the server’s message key', async () => {
    const { request, result } = start();
    request.answer(400, { message: 'photo_not_image', status: 400, errors: {} });
    const error: unknown = await result.catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('photo_not_image');
    expect((error as ApiError).status).toBe(400);
  });
});
