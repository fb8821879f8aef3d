import { RefreshCw, Wrench } from 'lucide-react';
import { supportEmail as configuredSupportEmail } from '#web/app/config.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';

const description = 'We are making updates to improve the marketplace. Please check back shortly.';

export function MaintenancePage() {
  // The server's address is the one admins keep current; the built-in one covers a server that cannot answer.
  const { data } = usePublicSettings();
  const supportEmail = data?.supportEmail || configuredSupportEmail;

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <PageMeta title="Site Under Maintenance" description={description} />
      <Wrench aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Site Under Maintenance</h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Refresh Page
      </Button>
      <p className="mt-8 text-sm text-muted-foreground">
        Need help? Contact us at{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {supportEmail}
        </a>
      </p>
    </div>
  );
}
