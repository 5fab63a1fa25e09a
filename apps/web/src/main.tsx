// First: configures zod before any chunk containing it is evaluated.
import './app/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { router } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
