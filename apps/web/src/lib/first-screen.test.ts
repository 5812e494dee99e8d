import { afterEach, describe, expect, it } from 'vitest';
import { earlyAnswerMaxAgeMs, takeEarlyResponse } from './first-screen';

afterEach(() => {
  delete window.kozosFirstScreen;
});

function early(token: string, ageMs = 0) {
  const response = Promise.resolve(new Response('{}'));
  return { token, sentAt: Date.now() - ageMs, response };
}

describe('takeEarlyResponse (decision 216)', () => {
  it('hands an early answer to the first request of its URL and token, once', () => {
    const request = early('t1');
    window.kozosFirstScreen = { '/api/User': request };
    expect(takeEarlyResponse('/api/Group', 't1')).toBeNull();
    expect(takeEarlyResponse('/api/User', 't1')).toBe(request.response);
    expect(takeEarlyResponse('/api/User', 't1')).toBeNull();
  });

  it('never hands over an answer asked for with another token, or too long ago', () => {
    window.kozosFirstScreen = {
      '/api/User': early('t1'),
      '/api/Group': early('t2', earlyAnswerMaxAgeMs + 1),
    };
    expect(takeEarlyResponse('/api/User', 't2')).toBeNull();
    expect(takeEarlyResponse('/api/User', 't2')).toBeNull();
    expect(takeEarlyResponse('/api/Group', 't2')).toBeNull();
  });

  it('is a no-op without the early script', () => {
    expect(takeEarlyResponse('/api/User', 't1')).toBeNull();
  });
});
