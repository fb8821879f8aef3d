import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { siteName } from '#shared/page-title.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ProseSection } from '#web/features/static-pages/components/prose-section.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

const kept = [
  'static-pages.privacy.keepAccount',
  'static-pages.privacy.keepPublished',
  'static-pages.privacy.keepDeals',
  'static-pages.privacy.keepWallet',
  'static-pages.privacy.keepSent',
  'static-pages.privacy.keepPreferences',
] as const;

export function PrivacyPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'static-pages.privacy.title' });
  const description = intl.formatMessage({ id: 'static-pages.privacy.description' });

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />

      <div className="mt-10 flex flex-col gap-10">
        <ProseSection title={<FormattedMessage id="static-pages.privacy.keepHeading" />}>
          <ul>
            {kept.map((item) => (
              <li key={item}>
                <FormattedMessage id={item} />
              </li>
            ))}
          </ul>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.privacy.whyHeading" />}>
          <p>
            <FormattedMessage
              id="static-pages.privacy.why"
              values={{
                link: (chunks: ReactNode[]) => (
                  <Link to={paths.termsOfUse()} className={linkClass}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.privacy.whoHeading" />}>
          <p>
            <FormattedMessage id="static-pages.privacy.whoMembers" />
          </p>
          <p>
            <FormattedMessage id="static-pages.privacy.whoCards" values={{ siteName }} />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.privacy.picturesHeading" />}>
          <p>
            <FormattedMessage id="static-pages.privacy.pictures" />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.privacy.cookiesHeading" />}>
          <p>
            <FormattedMessage id="static-pages.privacy.cookies" />
          </p>
        </ProseSection>

        <ProseSection title={<FormattedMessage id="static-pages.privacy.choicesHeading" />}>
          <p>
            <FormattedMessage
              id="static-pages.privacy.choices"
              values={{
                link: (chunks: ReactNode[]) => (
                  <Link to={paths.getHelp()} className={linkClass}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </ProseSection>
      </div>
    </PageContainer>
  );
}
