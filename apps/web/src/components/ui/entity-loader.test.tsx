import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EntityLoader, type LoadErrorTexts } from './entity-loader';
import { renderInApp } from './test-wrap';

interface Thing {
  name: string;
}

const texts: LoadErrorTexts = {
  failed: 'The thing could not be loaded',
  notFound: 'This thing does not exist.',
  forbidden: { title: 'Members only', text: 'Ask for an invitation.' },
  back: { to: '/things', label: 'Back to things' },
};

function ThingPage({
  load,
  withForbidden = true,
}: {
  load: () => Promise<Thing>;
  withForbidden?: boolean;
}) {
  const query = useQuery({ queryKey: ['thing'], queryFn: load });
  return (
    <EntityLoader
      query={query}
      skeleton={<p>Loading the thing</p>}
      texts={withForbidden ? texts : { ...texts, forbidden: undefined }}
    >
      {(thing) => <h1>{thing.name}</h1>}
    </EntityLoader>
  );
}

afterEach(cleanup);

describe('EntityLoader', () => {
  it('shows the skeleton, then the page with the data', async () => {
    renderInApp(<ThingPage load={() => Promise.resolve({ name: 'Kert utca' })} />);
    expect(screen.getByText('Loading the thing')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Kert utca' })).toBeTruthy();
    expect(screen.queryByText('Loading the thing')).toBeNull();
  });

  it('shows Not found for a 404, with the way back and no Retry', async () => {
    renderInApp(<ThingPage load={() => Promise.reject(new ApiError('not_found', 404))} />);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByText('This thing does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to things' }).getAttribute('href')).toBe(
      '/things',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(document.title).toContain('Not found');
  });

  it('shows the members-only view for a 403 when the entity has one', async () => {
    renderInApp(<ThingPage load={() => Promise.reject(new ApiError('forbidden', 403))} />);
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeTruthy();
    expect(screen.getByText('Ask for an invitation.')).toBeTruthy();
  });

  it('shows any other failure with its message and a Retry that loads again', async () => {
    let fail = true;
    renderInApp(
      <ThingPage
        withForbidden={false}
        load={() =>
          fail
            ? Promise.reject(new ApiError('forbidden', 403))
            : Promise.resolve({ name: 'Kert utca' })
        }
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The thing could not be loaded');
    expect(screen.queryByRole('heading', { name: 'Not found' })).toBeNull();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { name: 'Kert utca' })).toBeTruthy();
  });
});
