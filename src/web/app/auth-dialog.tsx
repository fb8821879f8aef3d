import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';

// The sign-in modal. Any page or the header opens it through useAuthDialog(). The state lives in
// AuthDialogProvider (mounted with the other providers, above the router); the dialog itself is rendered by
// <AuthDialog /> inside the router, because it contains router links.

type AuthMode = 'sign-in' | 'sign-up';

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

  const value = useMemo<AuthDialogContextValue>(
    () => ({
      ...state,
      openSignIn: () => setState({ open: true, mode: 'sign-in' }),
      openSignUp: () => setState({ open: true, mode: 'sign-up' }),
      setMode: (mode) => setState((current) => ({ ...current, mode })),
      setOpen: (open) => setState((current) => ({ ...current, open })),
    }),
    [state],
  );

  return <AuthDialogContext value={value}>{children}</AuthDialogContext>;
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = use(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}

const copy = {
  'sign-in': {
    title: 'Welcome Back',
    description: 'Sign in to your account to send proposals, message members and manage your wallet.',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  'sign-up': {
    title: 'Create Account',
    description: 'Join the community to offer and request services for cash, Dragon Coins or trade.',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

export function AuthDialog() {
  const { open, mode, setMode, setOpen } = useAuthDialog();
  const text = copy[mode];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {text.switchPrompt}{' '}
          <Button
            variant="link"
            className="text-sm"
            onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          >
            {text.switchAction}
          </Button>
        </p>
        <p className="mt-2 text-center text-sm">
          <Link
            to={paths.signup()}
            onClick={() => setOpen(false)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create a full account
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
