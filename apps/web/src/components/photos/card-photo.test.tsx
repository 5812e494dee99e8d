import type { PhotoRef } from '@kozos/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offsetPaging, PagedList } from '../ui/paged-list';
import { renderInApp } from '../ui/test-wrap';
import { ItemPhotos } from './card-photo';

/*
 * A list's first card is the first screen's largest paint (decision 227): its photo is asked for
 * at once and first; the others wait until they come near the screen.
 */

/** An IntersectionObserver that never reports: nothing comes near the screen by scrolling. */
class QuietObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (id: string): PhotoRef => ({
  id,
  width: 1600,
  height: 1200,
  thumbhash: '',
  widths: [320, 640, 1280],
  alt: `Photo ${id}`,
});

describe('the cards of a list', () => {
  it('load the first card’s photo at once with high priority, the others when near', async () => {
    renderInApp(
      <PagedList
        queryKey={['cards']}
        paging={offsetPaging}
        fetchPage={({ skip }) => Promise.resolve(skip === 0 ? ['a', 'b', 'c'] : [])}
        renderItem={(id) => <ItemPhotos photos={[photo(id)]} name={id} full={false} to="/" />}
        getKey={(id) => id}
        label="Cards"
      />,
    );
    const first = await screen.findByAltText('Photo a');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(screen.getAllByTestId('card-photo')).toHaveLength(3);
    expect(screen.queryByAltText('Photo b')).toBeNull();
    expect(screen.queryByAltText('Photo c')).toBeNull();
  });
});
