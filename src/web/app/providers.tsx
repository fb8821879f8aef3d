import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthDialogProvider } from '#web/app/auth-dialog.tsx';
import { ToasterHost } from '#web/app/toaster-host.tsx';
import { queryClient } from '#web/lib/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        {children}
        <ToasterHost />
      </AuthDialogProvider>
    </QueryClientProvider>
  );
}
