import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ban, RefreshCw, TriangleAlert, Wrench, type LucideIcon } from 'lucide-react';
import { SiteHeader } from '#web/app/layouts/site-header.tsx';
import { mainContentId } from '#web/app/layouts/skip-link.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { readSuspensionReason } from '#web/components/suspension-reason.ts';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { supportEmail as configuredSupportEmail } from '#web/app/config.ts';

// What a guard shows instead of the page. Guards sit outside the page layouts, so each screen brings its own
// main landmark.

function reloadPage() {
  window.location.reload();
}

function Message({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

export function LoadingScreen({ label }: { label: string }) {
  return (
    <main id={mainContentId} tabIndex={-1} className="grid min-h-dvh place-items-center focus:outline-none">
      <Spinner label={label} showLabel />
    </main>
  );
}

/** Spec 'Maintenance page': what non-admins see, wherever they are, while maintenance mode is on. */
export function MaintenanceNotice({ onRefresh = reloadPage }: { onRefresh?: () => void }) {
  // The server's address is the one admins keep current; the built-in one covers a server that cannot respond.
  const { data } = usePublicSettings();
  const supportEmail = data?.supportEmail || configuredSupportEmail;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.maintenance.title' });
  const description = intl.formatMessage({ id: 'app.maintenance.description' });
  return (
    <Message icon={Wrench} title={title}>
      <PageMeta title={title} description={description} />
      <p className="mt-3 text-muted-foreground">{description}</p>
      <Button className="mt-8" onClick={onRefresh}>
        <RefreshCw aria-hidden="true" />
        <FormattedMessage id="app.maintenance.refresh" />
      </Button>
      <p className="mt-8 text-sm text-muted-foreground">
        <FormattedMessage
          id="app.maintenance.needHelp"
          values={{
            email: supportEmail,
            link: (chunks) => (
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {chunks}
              </a>
            ),
          }}
        />
      </p>
    </Message>
  );
}

/** The notice in place of a page: the URL stays, so the page is back as soon as maintenance ends. */
export function MaintenanceScreen() {
  return (
    <main id={mainContentId} tabIndex={-1} className="grid min-h-dvh place-items-center focus:outline-none">
      <MaintenanceNotice />
    </main>
  );
}

const reasonLabel = (chunks: ReactNode[]) => <span className="font-medium">{chunks}</span>;

/** The suspension message alone, for a page that sits in a layout already (/completed-offers). */
export function SuspendedNotice({ reason }: { reason: string | null }) {
  const intl = useIntl();
  return (
    <Message icon={Ban} title={intl.formatMessage({ id: 'app.suspended.title' })}>
      <p className="mt-3 text-muted-foreground">
        <FormattedMessage id="app.suspended.description" />
      </p>
      {reason ? (
        <p className="mt-4 rounded-md border border-border bg-card px-4 py-3 text-sm">
          <FormattedMessage
            id="app.suspended.reason"
            values={{ reason: readSuspensionReason(reason, intl), label: reasonLabel }}
          />
        </p>
      ) : null}
      <Button asChild className="mt-8">
        <Link to={paths.getHelp()}>
          <FormattedMessage id="app.suspended.contactSupport" />
        </Link>
      </Button>
    </Message>
  );
}

/**
 * On a public page with member actions (a listing): said before anything is filled in, in place of the proposal
 * form and 'Message provider', which the server would refuse.
 */
export function SuspendedActionsNotice({ reason }: { reason: string | null }) {
  const intl = useIntl();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Ban aria-hidden="true" className="size-5 text-destructive" />
        <FormattedMessage id="app.suspended.actionsTitle" />
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="app.suspended.actionsDescription" />
      </p>
      {reason ? (
        <p className="text-sm">
          <FormattedMessage
            id="app.suspended.reason"
            values={{ reason: readSuspensionReason(reason, intl), label: reasonLabel }}
          />
        </p>
      ) : null}
      <Button asChild variant="outline">
        <Link to={paths.getHelp()}>
          <FormattedMessage id="app.suspended.contactSupport" />
        </Link>
      </Button>
    </div>
  );
}

/** The header stays, so a suspended member can still sign out or reach the public pages. */
export function SuspendedScreen({ reason }: { reason: string | null }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        <SuspendedNotice reason={reason} />
      </main>
    </div>
  );
}

/** The session could not be read at all (network down, server unreachable): retrying is the only way on. */
export function SessionErrorScreen() {
  const intl = useIntl();
  return (
    <main id={mainContentId} tabIndex={-1} className="grid min-h-dvh place-items-center focus:outline-none">
      <Message icon={TriangleAlert} title={intl.formatMessage({ id: 'app.sessionError.title' })}>
        <p className="mt-3 text-muted-foreground">
          <FormattedMessage id="app.sessionError.description" />
        </p>
        <Button className="mt-8" onClick={reloadPage}>
          <RefreshCw aria-hidden="true" />
          <FormattedMessage id="app.sessionError.refresh" />
        </Button>
      </Message>
    </main>
  );
}
