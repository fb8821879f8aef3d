import { lazy } from 'react';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { LazyBoundary } from '#web/components/lazy-boundary.tsx';
import { loadMessageAreas } from '#web/lib/i18n.tsx';

// Apart from the dialog's state (auth-dialog.tsx), which the view itself reads: the view is loaded on first open.
const AuthDialogView = lazy(() =>
  Promise.all([import('#web/app/auth-dialog-view.tsx'), loadMessageAreas(['accounts'])]).then(([m]) => ({
    default: m.AuthDialogView,
  })),
);

/** Mounted only while open; closing unmounts it, which also returns focus to whatever opened it. */
export function AuthDialog() {
  const { open } = useAuthDialog();
  if (!open) return null;
  return (
    <LazyBoundary fallback={null}>
      <AuthDialogView />
    </LazyBoundary>
  );
}
