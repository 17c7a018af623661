import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toasts } from '../ui/toast';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <StrictMode>
      <RouterProvider router={router} />
      <Toasts />
    </StrictMode>
  );
}
