// First: configures zod before any chunk containing it is evaluated.
import './app/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { AppRoutes } from './app/router';
import { startLoading } from './app/startLoading';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const queryClient = createQueryClient();
startLoading(window.location, queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
