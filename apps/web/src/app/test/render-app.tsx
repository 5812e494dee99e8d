import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '@/lib/i18n';
import { Providers } from '../providers';
import { routes } from '../router';

/** The whole app (routes, guards, layout) at `path`, as a browser would open it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
