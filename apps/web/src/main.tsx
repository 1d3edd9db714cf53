import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@mantine/core/styles.css';
import { initI18n } from './i18n';
import { queryClient } from './query-client';
import { router } from './router';
import { captureReferral } from './session/referral';
import { theme } from './theme';

captureReferral(window.location.search);

void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} context={{ queryClient }} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);
