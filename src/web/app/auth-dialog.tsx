import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The sign-in modal's state. Any page or the header opens it through useAuthDialog(). The state lives in
// AuthDialogProvider (mounted with the other providers, above the router); the dialog itself (auth-dialog-view.tsx,
// mounted by auth-dialog-mount.tsx) is rendered inside the router, because it contains router links and returns the
// member to where a guard stopped them (router location state `from`). It is loaded only when first opened: its
// forms bring the validation and form libraries, which most visits never need.

export type AuthMode = 'sign-in' | 'sign-up' | 'forgot-password' | 'check-email';

type AuthDialogState = { open: boolean; mode: AuthMode };

type AuthDialogContextValue = AuthDialogState & {
  openSignIn: () => void;
  openSignUp: () => void;
  setMode: (mode: AuthMode) => void;
  setOpen: (open: boolean) => void;
};

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState>({ open: false, mode: 'sign-in' });

  // Stable callbacks: guards open the dialog from an effect, which must not run again on every state change.
  const openSignIn = useCallback(() => setState({ open: true, mode: 'sign-in' }), []);
  const openSignUp = useCallback(() => setState({ open: true, mode: 'sign-up' }), []);
  const setMode = useCallback((mode: AuthMode) => setState((current) => ({ ...current, mode })), []);
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);

  const value = useMemo<AuthDialogContextValue>(
    () => ({ ...state, openSignIn, openSignUp, setMode, setOpen }),
    [state, openSignIn, openSignUp, setMode, setOpen],
  );

  return <AuthDialogContext value={value}>{children}</AuthDialogContext>;
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}

/** Router location state left by the guards: where an anonymous visitor was going. */
export type ReturnState = { from: string };
