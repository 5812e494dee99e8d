import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  cursorPaging,
  offsetPaging,
  PagedList,
  type CursorPageRequest,
  type OffsetPageRequest,
} from './paged-list';
import { renderInApp } from './test-wrap';

/** The browser's IntersectionObserver, driven by the test: `scrollNearEnd` reports the sentinel. */
class ObserverStub {
  static latest: ObserverStub | null = null;
  static margins: string[] = [];
  private observing = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    ObserverStub.margins.push(options?.rootMargin ?? '');
    ObserverStub.latest = this;
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  report() {
    if (!this.observing) return;
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function scrollNearEnd() {
  act(() => ObserverStub.latest?.report());
}

const letters = 'abcde'.split('');

/** Answers like a server would: later, never in the same tick. */
function later<T>(answer: () => T): Promise<T> {
  return Promise.resolve().then(answer);
}

beforeEach(() => {
  ObserverStub.latest = null;
  ObserverStub.margins = [];
  vi.stubGlobal('IntersectionObserver', ObserverStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOffsetList(fetchPage: (request: OffsetPageRequest) => Promise<string[]>) {
  return renderInApp(
    <PagedList
      queryKey={['letters', 'offset']}
      paging={offsetPaging}
      fetchPage={fetchPage}
      renderItem={(letter) => <span>Letter {letter}</span>}
      getKey={(letter) => letter}
      label="Letters"
      pageSize={2}
    />,
  );
}

describe('PagedList with offset paging', () => {
  it('loads the next page within 400 px of the end and stops on an empty page', async () => {
    const requests: OffsetPageRequest[] = [];
    renderOffsetList((request) => {
      requests.push(request);
      return later(() => letters.slice(request.skip, request.skip + request.limit));
    });
    expect(await screen.findByText('Letter b')).toBeTruthy();
    expect(screen.queryByText('Letter c')).toBeNull();
    for (const letter of ['c', 'e']) {
      scrollNearEnd();
      expect(await screen.findByText(`Letter ${letter}`)).toBeTruthy();
    }
    expect(screen.queryByText('You have reached the end')).toBeNull();
    scrollNearEnd();
    expect(await screen.findByText('You have reached the end')).toBeTruthy();
    expect(requests.map((request) => request.skip)).toEqual([0, 2, 4, 5]);
    expect(screen.getByRole('list', { name: 'Letters' }).children).toHaveLength(5);
    expect(new Set(ObserverStub.margins)).toEqual(new Set(['0px 0px 400px 0px']));
  });

  it('shows Empty_list when there is nothing', async () => {
    renderOffsetList(() => later(() => []));
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    expect(screen.queryByText('You have reached the end')).toBeNull();
  });

  it('shows "Error: " and the message, and Retry loads the page again', async () => {
    let fail = true;
    renderOffsetList((request) =>
      later(() => {
        if (fail) throw new ApiError('unexpected_error', 500);
        return letters.slice(request.skip, request.skip + request.limit);
      }),
    );
    expect(await screen.findByText('Error: An unexpected error occurred')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('Letter a')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('PagedList with cursor paging', () => {
  it('asks for the page after the last item seen and stops on a short page', async () => {
    const requests: CursorPageRequest[] = [];
    renderInApp(
      <PagedList
        queryKey={['letters', 'cursor']}
        paging={cursorPaging<string>((letter) => `after-${letter}`)}
        fetchPage={(request) => {
          requests.push(request);
          const from = request.before ? letters.indexOf(request.before.slice(6)) + 1 : 0;
          return later(() => letters.slice(from, from + request.limit));
        }}
        renderItem={(letter) => <span>Letter {letter}</span>}
        getKey={(letter) => letter}
        pageSize={2}
      />,
    );
    expect(await screen.findByText('Letter b')).toBeTruthy();
    scrollNearEnd();
    expect(await screen.findByText('Letter d')).toBeTruthy();
    scrollNearEnd();
    expect(await screen.findByText('You have reached the end')).toBeTruthy();
    expect(requests).toEqual([
      { before: undefined, limit: 2 },
      { before: 'after-b', limit: 2 },
      { before: 'after-d', limit: 2 },
    ]);
    // A short page is the last: nothing more is asked for however far one scrolls.
    scrollNearEnd();
    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('keeps what is loaded when a later page fails, and Retry asks for that page again', async () => {
    const requests: CursorPageRequest[] = [];
    let fail = false;
    renderInApp(
      <PagedList
        queryKey={['letters', 'cursor-error']}
        paging={cursorPaging<string>((letter) => letter)}
        fetchPage={(request) => {
          requests.push(request);
          const from = request.before ? letters.indexOf(request.before) + 1 : 0;
          return later(() => {
            if (fail) throw new ApiError('not_found', 404);
            return letters.slice(from, from + request.limit);
          });
        }}
        renderItem={(letter) => <span>Letter {letter}</span>}
        getKey={(letter) => letter}
        pageSize={2}
      />,
    );
    expect(await screen.findByText('Letter b')).toBeTruthy();
    fail = true;
    scrollNearEnd();
    expect(await screen.findByText('Error: Not found')).toBeTruthy();
    expect(screen.getByText('Letter a')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('Letter d')).toBeTruthy();
    expect(requests.slice(1)).toEqual([
      { before: 'b', limit: 2 },
      { before: 'b', limit: 2 },
    ]);
  });
});
