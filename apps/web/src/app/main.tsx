import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { prefetchFirstScreen } from './prefetch';
import { router } from './router';
import { queryClient } from '@/shared/api/query-client';
import { initI18n } from '@/shared/i18n/i18n';
import { storage } from '@/shared/lib/storage';
import '@/shared/styles/global.css';

storage.clearLegacyKeys();
initI18n();
prefetchFirstScreen(queryClient, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
