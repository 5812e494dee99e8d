import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './scroll';

function Probe() {
  return <p>{useScrolledPast(60) ? 'past' : 'top'}</p>;
}

let offset = 0;
let reads = 0;

beforeEach(() => {
  offset = 0;
  reads = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => {
    reads += 1;
    return offset;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const scrollTo = (to: number) =>
  act(() => {
    offset = to;
    window.dispatchEvent(new Event('scroll'));
  });

describe('useScrolledPast', () => {
  it('renders without reading the scroll offset (no forced layout), then follows scrolling', async () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByText('top')).toBeTruthy();
    expect(reads).toBe(0);
    scrollTo(200);
    expect(screen.getByText('past')).toBeTruthy();
    scrollTo(10);
    expect(screen.getByText('top')).toBeTruthy();
    unmount();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  });

  it('starts from where the page is scrolled, read in the first frame', async () => {
    offset = 500;
    render(<Probe />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByText('past')).toBeTruthy();
  });
});
