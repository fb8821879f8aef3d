import { Clock, Mail } from 'lucide-react';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FaqAccordion } from '#web/features/static-pages/components/faq-accordion.tsx';
import { faqEntries } from '#web/features/static-pages/components/faq-entries.ts';
import { SupportForm } from '#web/features/static-pages/components/support-form.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

const description =
  'Send a request to our support team or find answers to common questions. We answer within 24-48 hours.';

export function GetHelpPage() {
  const { user } = useSession();
  const { data: settings } = usePublicSettings();
  const prefill = user ? { name: user.fullName, email: user.email } : undefined;

  return (
    <PageContainer>
      <PageMeta title="Get Help" description={description} />
      <PageHeader title="Get Help" description={description} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-xl font-semibold">Send us a request</h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            Tell us what you need and we will get back to you by email.
          </p>
          {/* A member who signs in or out here gets a fresh form with their own details. */}
          <SupportForm key={user?.id ?? 'visitor'} prefill={prefill} />
        </Card>

        <aside aria-label="Support details" className="flex flex-col gap-4">
          <Card className="flex gap-3 p-5">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">Response time</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Our support team answers every request within 24-48 hours.
              </p>
            </div>
          </Card>
          {settings?.supportEmail ? (
            <Card className="flex gap-3 p-5">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <h2 className="font-semibold">Prefer email?</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Write to{' '}
                  <a
                    href={`mailto:${settings.supportEmail}`}
                    className="font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    {settings.supportEmail}
                  </a>
                </p>
              </div>
            </Card>
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="faq-heading" className="mt-12">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          Frequently Asked Questions
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">Quick answers about accounts, listings, payments and coins.</p>
        <FaqAccordion entries={faqEntries} />
      </section>
    </PageContainer>
  );
}
