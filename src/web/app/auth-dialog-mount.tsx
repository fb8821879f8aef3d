import { lazy, Suspense } from 'react';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';

// Apart from the dialog's state (auth-dialog.tsx), which the view itself reads: the view is loaded on first open.
const AuthDialogView = lazy(() => import('#web/app/auth-dialog-view.tsx').then((m) => ({ default: m.AuthDialogView })));

/** Mounted only while open; closing unmounts it, which also returns focus to whatever opened it. */
export function AuthDialog() {
  const { open } = useAuthDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogView />
    </Suspense>
  );
}
