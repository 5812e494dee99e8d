import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxPostTitleLength, type PostResponse } from '@kozos/contract';
import { renderInApp } from '@/components/ui/test-wrap';
import { PostForm } from './post-form';

const post: PostResponse = {
  id: 'p1',
  title: 'Lost cat',
  description: '',
  link: null,
  tags: '',
  author: { id: 'u1', name: 'Anna Kiss', username: 'anna' },
  group: { id: 'g1', name: 'Kert utca' },
  photos: [],
  creationTime: '2026-05-07T12:00:00.000Z',
  editedTime: null,
  commentCount: 0,
};

beforeEach(() => {
  // The group choices never answer: an edit does not need them.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditForm(save: () => Promise<PostResponse>) {
  renderInApp(
    <PostForm
      post={post}
      submitLabel="Save"
      successMessage="Post_edited"
      save={save}
      onSaved={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

describe('PostForm field rules', () => {
  it('shows the too-long message with the contract’s limit and does not save', () => {
    const save = vi.fn(() => Promise.resolve(post));
    renderEditForm(save);
    const title = screen.getByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'x'.repeat(maxPostTitleLength + 1) } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(
      screen.getByText(`This field can be maximum ${maxPostTitleLength} characters long`),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for a title and for an http(s) link', () => {
    const save = vi.fn(() => Promise.resolve(post));
    renderEditForm(save);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Link/ }), {
      target: { value: 'javascript:alert(1)' },
    });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter a link starting with http:// or https://')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a tab pasted into the title on the field, but saves a description with line breaks', () => {
    const save = vi.fn(() => Promise.resolve(post));
    renderEditForm(save);
    const title = screen.getByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Lost\tcat' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('Write it on one line, without line breaks or tabs')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Lost cat' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Grey tabby\nanswers to Cirmi' },
    });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lost cat', description: 'Grey tabby\nanswers to Cirmi' }),
    );
  });
});
