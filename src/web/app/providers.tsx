import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrencyCode } from '#shared/currency.ts';
import { AuthDialogProvider } from '#web/app/auth-dialog.tsx';
import { ToasterHost } from '#web/app/toaster-host.tsx';
import { I18nProvider, type LoadedLocale } from '#web/lib/i18n.tsx';
import { RenderedCurrencyContext } from '#web/lib/preferences.ts';

type ProvidersProps = {
  queryClient: QueryClient;
  /** The language the page started in, its catalog loaded (lib/i18n.tsx). */
  locale: LoadedLocale;
  /** The display currency the server rendered the page in, if it did (lib/preferences.ts). */
  renderedCurrency?: CurrencyCode | null;
  children: ReactNode;
};

export function Providers({ queryClient, locale, renderedCurrency = null, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={locale}>
        <RenderedCurrencyContext value={renderedCurrency}>
          <AuthDialogProvider>
            {children}
            <ToasterHost />
          </AuthDialogProvider>
        </RenderedCurrencyContext>
      </I18nProvider>
    </QueryClientProvider>
  );
}
