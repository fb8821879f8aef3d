import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrencyCode } from '#shared/currency.ts';
import { AuthDialogProvider } from '#web/app/auth-dialog.tsx';
import { ToasterHost } from '#web/app/toaster-host.tsx';
import { RenderedCurrencyContext } from '#web/lib/preferences.ts';

type ProvidersProps = {
  queryClient: QueryClient;
  /** The display currency the server rendered the page in, if it did (lib/preferences.ts). */
  renderedCurrency?: CurrencyCode | null;
  children: ReactNode;
};

export function Providers({ queryClient, renderedCurrency = null, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderedCurrencyContext value={renderedCurrency}>
        <AuthDialogProvider>
          {children}
          <ToasterHost />
        </AuthDialogProvider>
      </RenderedCurrencyContext>
    </QueryClientProvider>
  );
}
