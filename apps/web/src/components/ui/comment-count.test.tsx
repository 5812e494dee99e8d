import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { CommentCount } from './comment-count';

afterEach(cleanup);

function renderCount(count: number, language: 'en' | 'hu' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <CommentCount to="/posts/p1" count={count} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('link');
}

describe('CommentCount', () => {
  it('links to the thread on the item page, counting in the reader’s language', () => {
    expect(renderCount(0).textContent).toBe('Comment');
    cleanup();
    expect(renderCount(1).textContent).toBe('1 comment');
    cleanup();
    const link = renderCount(12);
    expect(link.textContent).toBe('12 comments');
    expect(link.getAttribute('href')).toBe('/posts/p1#comments');
    cleanup();
    expect(renderCount(3, 'hu').textContent).toBe('3 hozzászólás');
  });
});
