import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { timings } from '#shared/constants.ts';
import { AuthDialogProvider } from '#web/app/auth-dialog.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { useTheme } from '#web/lib/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const theme = useTheme();

  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        {children}
        <Toaster theme={theme} duration={timings.toastMs} visibleToasts={timings.toastMax} closeButton richColors />
      </AuthDialogProvider>
    </QueryClientProvider>
  );
}
