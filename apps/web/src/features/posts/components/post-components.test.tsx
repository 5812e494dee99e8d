import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostResponse } from '@kozos/contract';
import { createI18n } from '@/lib/i18n';
import { PostCard } from './post-card';
import { PostLink } from './post-link';
import { notifiesGroup, PostTagPicker } from './post-tag-picker';

function wrap(children: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>,
  );
}

const post: PostResponse = {
  id: 'p1',
  title: 'Lost cat',
  description: 'Grey, answers to Mici.\nSeen near the bakery.',
  link: 'https://example.hu/mici',
  tags: 'system.lookingfor;macska',
  author: { id: 'u2', name: 'Péter Nagy', username: 'peter' },
  group: { id: 'g1', name: 'Kert utca' },
  photos: [],
  creationTime: new Date(Date.now() - 5 * 60_000 - 5_000).toISOString(),
  editedTime: new Date().toISOString(),
  commentCount: 0,
};

afterEach(cleanup);

describe('PostLink', () => {
  it('renders an http(s) link that opens in a new tab without an opener', () => {
    wrap(<PostLink link="https://example.hu/mici" />);
    const link = screen.getByRole('link', { name: 'example.hu/mici' });
    expect(link.getAttribute('href')).toBe('https://example.hu/mici');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not render a javascript: or data: link at all', () => {
    const { container } = wrap(
      <>
        <PostLink link="javascript:alert(1)" />
        <PostLink link="data:text/html,<script>alert(1)</script>" />
        <PostLink link="not a url" />
      </>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByText(/alert/)).toBeNull();
  });
});

describe('PostCard', () => {
  it('shows the text as text, the author, group, relative time, edited marker and tags', () => {
    wrap(<PostCard post={{ ...post, description: '<b>bold</b>\nnext line' }} />);
    const card = screen.getByRole('article', { name: 'Lost cat' });
    expect(card.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>bold<\/b>/).textContent).toBe('<b>bold</b>\nnext line');
    expect(screen.getByRole('link', { name: 'Péter Nagy' }).getAttribute('href')).toBe('/users/u2');
    expect(screen.getByRole('link', { name: 'Kert utca' }).getAttribute('href')).toBe('/groups/g1');
    expect(screen.getByRole('link', { name: 'Lost cat' }).getAttribute('href')).toBe('/posts/p1');
    const time = card.querySelector('time');
    // The date in the user's format is visible, not only on hover (phones have none).
    expect(time?.textContent).toMatch(/^5 minutes ago · \d{4}\. \d\d\. \d\d\.$/);
    expect(time?.getAttribute('title')).toMatch(/^\d{4}\. \d\d\. \d\d\. \d\d:\d\d$/);
    expect(screen.getByText('edited')).toBeTruthy();
    expect(screen.getByText('Looking for')).toBeTruthy();
    expect(screen.getByText('macska')).toBeTruthy();
  });

  it('names a deleted author in the reader’s language, and a nameless one by username', () => {
    const { unmount } = render(
      <I18nextProvider i18n={createI18n('hu')}>
        <MemoryRouter>
          <PostCard
            post={{ ...post, author: { id: 'u3', name: 'Deleted user', username: null } }}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Törölt felhasználó' })).toBeTruthy();
    unmount();
    wrap(<PostCard post={{ ...post, author: { id: 'u4', name: '', username: 'zoli' } }} />);
    expect(screen.getByRole('link', { name: '@zoli' })).toBeTruthy();
  });

  it('leaves out an unsafe link', () => {
    wrap(<PostCard post={{ ...post, link: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull();
  });
});

describe('warning notice', () => {
  it('is due exactly when the warning tag is chosen', () => {
    expect(notifiesGroup(['system.news'])).toBe(false);
    expect(notifiesGroup(['system.news', 'system.warning'])).toBe(true);
  });

  it('appears when the Warning type is pressed and goes when it is released', () => {
    wrap(
      <form>
        <PostTagPicker name="tags" labelId="t" defaultValue={[]} />
      </form>,
    );
    const warning = screen.getByRole('button', { name: 'Warning' });
    expect(screen.queryByText('Members of the group will be notified')).toBeNull();
    fireEvent.click(warning);
    expect(warning.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Members of the group will be notified')).toBeTruthy();
    const hidden = document.querySelector<HTMLInputElement>('input[name="tags"]');
    expect(hidden?.value).toBe('system.warning');
    fireEvent.click(warning);
    expect(screen.queryByText('Members of the group will be notified')).toBeNull();
  });

  it('counts post types and free tags together and turns red above 10', () => {
    const eleven = Array.from({ length: 11 }, (_, n) => `tag${n}`);
    wrap(<PostTagPicker name="tags" labelId="t" defaultValue={eleven} />);
    const counter = screen.getByText('11 / 10 tags');
    expect(counter.className).toContain('text-danger');
  });
});
