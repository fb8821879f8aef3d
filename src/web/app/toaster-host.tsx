import { lazy, Suspense, useSyncExternalStore } from 'react';
import { timings } from '#shared/constants.ts';
import { isSonnerWanted, loadSonner, subscribeSonnerLoad } from '#web/lib/toast.ts';
import { useTheme } from '#web/lib/theme.ts';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's <Toaster>, on the page from the first toast on (lib/toast.ts loads sonner then). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeSonnerLoad, isSonnerWanted);
  const theme = useTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} duration={timings.toastMs} visibleToasts={timings.toastMax} closeButton richColors />
    </Suspense>
  );
}
