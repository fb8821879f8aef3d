import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { mainContentId } from '#web/app/layouts/skip-link.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

// Shown instead of a page that failed to load or crashed. The visitor gets a way forward, never a stack trace;
// the error itself goes to the console for whoever is debugging.

function ErrorMessage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-primary" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">
        <FormattedMessage id="app.routeError.title" />
      </h1>
      <p className="mt-2 text-muted-foreground">
        <FormattedMessage id="app.routeError.description" />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => window.location.reload()}>
          <FormattedMessage id="app.routeError.refresh" />
        </Button>
        <Button asChild>
          <Link to={paths.home()}>
            <FormattedMessage id="app.routeError.home" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** For a page: rendered inside its layout, so the header and navigation stay usable. */
export function PageErrorBoundary() {
  return <ErrorMessage />;
}

/** For the whole app (a layout itself failed): provides its own main landmark. */
export function RootErrorBoundary() {
  return (
    <main id={mainContentId} className="grid min-h-dvh place-items-center">
      <ErrorMessage />
    </main>
  );
}

/** Shown while the first route's code loads. */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner showLabel />
    </div>
  );
}
