import { Clock, Mail } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FaqAccordion } from '#web/features/static-pages/components/faq-accordion.tsx';
import { faqEntries, faqValues } from '#web/features/static-pages/components/faq-entries.ts';
import { SupportForm } from '#web/features/static-pages/components/support-form.tsx';
import { usePublicSettings } from '#web/lib/public-settings.ts';
import { useSession } from '#web/lib/session.ts';

export function GetHelpPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'static-pages.getHelp.title' });
  const description = intl.formatMessage({ id: 'static-pages.getHelp.description' });
  const { user } = useSession();
  const { data: settings } = usePublicSettings();
  const prefill = user ? { name: user.fullName, email: user.email } : undefined;

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-xl font-semibold">
            <FormattedMessage id="static-pages.getHelp.requestHeading" />
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            <FormattedMessage id="static-pages.getHelp.requestIntro" />
          </p>
          {/* A member who signs in or out here gets a fresh form with their own details. */}
          <SupportForm key={user?.id ?? 'visitor'} prefill={prefill} />
        </Card>

        <aside
          aria-label={intl.formatMessage({ id: 'static-pages.getHelp.supportDetails' })}
          className="flex flex-col gap-4"
        >
          <Card className="flex gap-3 p-5">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">
                <FormattedMessage id="static-pages.getHelp.responseTimeHeading" />
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                <FormattedMessage id="static-pages.getHelp.responseTime" />
              </p>
            </div>
          </Card>
          {settings?.supportEmail ? (
            <Card className="flex gap-3 p-5">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <h2 className="font-semibold">
                  <FormattedMessage id="static-pages.getHelp.emailHeading" />
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  <FormattedMessage
                    id="static-pages.getHelp.writeTo"
                    values={{
                      email: (
                        <a
                          href={`mailto:${settings.supportEmail}`}
                          className="font-medium break-all text-primary underline-offset-4 hover:underline"
                        >
                          {settings.supportEmail}
                        </a>
                      ),
                    }}
                  />
                </p>
              </div>
            </Card>
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="faq-heading" className="mt-12">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          <FormattedMessage id="static-pages.getHelp.faqHeading" />
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">
          <FormattedMessage id="static-pages.getHelp.faqIntro" />
        </p>
        <FaqAccordion entries={faqEntries} values={faqValues(intl)} />
      </section>
    </PageContainer>
  );
}
