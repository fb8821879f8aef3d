import { useEffect, useState, useSyncExternalStore } from 'react';
import { timings } from '#shared/constants.ts';
import { isSonnerWanted, loadSonner, type Sonner, subscribeSonnerLoad } from '#web/lib/toast.ts';
import { useTheme } from '#web/lib/theme.ts';

/**
 * sonner's <Toaster>, on the page from the first toast on (lib/toast.ts loads sonner then). Not React.lazy: a lazy
 * component whose chunk fails to download throws to the nearest error boundary, which here is above the whole app;
 * this host shows nothing instead, and tries again with the next toast.
 */
export function ToasterHost() {
  // No toast is wanted in a server render, nor in the first render that hydrates it.
  const wanted = useSyncExternalStore(subscribeSonnerLoad, isSonnerWanted, () => false);
  const theme = useTheme();
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    if (!wanted || sonner) return;
    let current = true;
    loadSonner().then(
      (module) => {
        if (current) setSonner(module);
      },
      // lib/toast.ts reports the failure where the toast was raised.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster theme={theme} duration={timings.toastMs} visibleToasts={timings.toastMax} closeButton richColors />;
}
