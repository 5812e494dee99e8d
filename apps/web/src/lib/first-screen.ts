/**
 * The answers `public/first-screen.js` asked for before the app's scripts ran (decision 216),
 * by URL as the API client builds it. Each is taken once, by the first GET of the same URL with
 * the same token; one not taken soon is left, and the app sends its own request.
 */
export interface EarlyRequest {
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    kozosFirstScreen?: Record<string, EarlyRequest | undefined>;
  }
}

/** Longer than a slow phone takes to load the scripts, short enough never to show old data. */
export const earlyAnswerMaxAgeMs = 20_000;

export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.kozosFirstScreen;
  const request = early?.[url];
  if (!early || !request) return null;
  delete early[url];
  const fresh = Date.now() - request.sentAt <= earlyAnswerMaxAgeMs;
  return fresh && request.token === token ? request.response : null;
}
