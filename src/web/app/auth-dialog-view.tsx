import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { timings } from '#shared/constants.ts';
import { type AuthMode, useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { ForgotPasswordForm } from '#web/features/accounts/components/forgot-password-form.tsx';
import { SignInForm } from '#web/features/accounts/components/sign-in-form.tsx';
import { SignUpForm } from '#web/features/accounts/components/sign-up-form.tsx';

function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  // Only a path inside this app: never an absolute or protocol-relative address.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

const copy = {
  'sign-in': { title: 'app.authDialog.signInTitle', description: 'app.authDialog.signInDescription' },
  'sign-up': { title: 'app.authDialog.signUpTitle', description: 'app.authDialog.signUpDescription' },
  'forgot-password': {
    title: 'app.authDialog.forgotPasswordTitle',
    description: 'app.authDialog.forgotPasswordDescription',
  },
  'check-email': { title: 'app.authDialog.checkEmailTitle', description: 'app.authDialog.checkEmailDescription' },
} as const satisfies Record<AuthMode, { title: string; description: string }>;

function SwitchMode({ mode, setMode }: { mode: 'sign-in' | 'sign-up'; setMode: (mode: AuthMode) => void }) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      <FormattedMessage id={mode === 'sign-in' ? 'app.authDialog.noAccount' : 'app.authDialog.haveAccount'} />{' '}
      <Button variant="link" className="text-sm" onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
        <FormattedMessage id={mode === 'sign-in' ? 'app.authDialog.signUp' : 'app.authDialog.signIn'} />
      </Button>
    </p>
  );
}

export function AuthDialogView() {
  const { open, mode, setMode, setOpen } = useAuthDialog();
  const [resetEmail, setResetEmail] = useState('');
  const location = useLocation();
  const navigate = useNavigate();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const text = copy[mode];

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The success message stays for a moment (spec: 800 ms), then the member continues where a guard stopped them.
  function finishSignIn() {
    const returnPath = readReturnPath(location.state);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      if (returnPath) void navigate(returnPath, { replace: true });
    }, timings.signInCloseMs);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>
          <FormattedMessage id={text.title} />
        </DialogTitle>
        <DialogDescription>
          <FormattedMessage id={text.description} />
        </DialogDescription>
        <div className="mt-6">
          {mode === 'sign-in' ? (
            <SignInForm onSignedIn={finishSignIn} onForgotPassword={() => setMode('forgot-password')} />
          ) : null}
          {mode === 'sign-up' ? <SignUpForm onSignedUp={finishSignIn} /> : null}
          {mode === 'forgot-password' ? (
            <ForgotPasswordForm
              onSent={(email) => {
                setResetEmail(email);
                setMode('check-email');
              }}
              onBack={() => setMode('sign-in')}
            />
          ) : null}
          {mode === 'check-email' ? (
            <div className="flex flex-col gap-4 text-sm">
              <p>
                <FormattedMessage
                  id="app.authDialog.linkSent"
                  values={{ email: resetEmail, strong: (chunks) => <strong>{chunks}</strong> }}
                />
              </p>
              <Button variant="outline" onClick={() => setMode('sign-in')}>
                <FormattedMessage id="app.authDialog.backToSignIn" />
              </Button>
            </div>
          ) : null}
        </div>
        {mode === 'sign-in' || mode === 'sign-up' ? (
          <>
            <SwitchMode mode={mode} setMode={setMode} />
            <p className="mt-2 text-center text-sm">
              <Link
                to={paths.signup()}
                onClick={() => setOpen(false)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                <FormattedMessage id="app.authDialog.fullAccount" />
              </Link>
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
