import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders one console screen at `path` (matched by `route`) inside a memory router. */
export function renderScreen(element: ReactElement, { route = '/', path = '/' }: { route?: string; path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
