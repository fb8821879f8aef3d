import { Link } from 'react-router';
import { siteName } from '#shared/page-title.ts';
import { sisterSites } from '#web/app/config.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ProseSection } from '#web/features/static-pages/components/prose-section.tsx';

// Spec document 0, section 1: the facts these terms must state (effective date, age, no payment processing or
// escrow, administrator access, suspension grounds, prohibited content). Served at /terms and /terms-of-use.

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function TermsPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageMeta
        title="Terms of Use"
        description={`The rules every ${siteName} member agrees to: eligibility, payments, prohibited content and suspension. Effective July 05, 2025.`}
      />
      <PageHeader title="Terms of Use" description="The rules every member agrees to." />
      <p className="mt-3 text-sm font-medium">Effective July 05, 2025</p>

      <div className="mt-10 flex flex-col gap-10">
        <ProseSection title="1. Agreeing to these terms">
          <p>
            By creating an account or using {siteName}, you agree to these Terms of Use. If you do not agree, please do
            not use the marketplace.
          </p>
        </ProseSection>

        <ProseSection title="2. Who may use the marketplace">
          <p>
            You must be 18 years of age or older to create an account. You agree to give accurate information about
            yourself, to keep your password private, and you are responsible for what happens under your account.
          </p>
        </ProseSection>

        <ProseSection title="3. Listings and requests">
          <p>
            Members may list services they offer and post requests for services they need. Every new listing and request
            is reviewed by an administrator before it appears publicly, and may be rejected if it breaks these terms.
            You are responsible for describing your services honestly, including the price and the payment methods you
            accept.
          </p>
        </ProseSection>

        <ProseSection title="4. Deals and payments">
          <p>
            Deals are agreements between members. {siteName} does not process payments between users, does not hold
            money in escrow, and does not guarantee that any service is delivered or that it meets expectations. Cash
            and trade deals are settled directly between the members involved.
          </p>
          <p>
            Dragon Coins are the marketplace’s virtual currency. They are bought in packs through a card payment
            provider, may be used to pay for services between members, and are moved from one wallet to another when a
            coin deal is marked completed. Withdrawals from a cash balance are reviewed by an administrator before they
            are paid.
          </p>
        </ProseSection>

        <ProseSection title="5. Prohibited content">
          <p>The following may not be listed, requested, sent in messages or uploaded:</p>
          <ul>
            <li>adult content;</li>
            <li>illegal services or goods;</li>
            <li>content that promotes violence or hate.</li>
          </ul>
        </ProseSection>

        <ProseSection title="6. Administrator access">
          <p>
            To enforce these terms, administrators may access the content you post and the messages you send on the
            marketplace, for example to review a listing, investigate a report or resolve a dispute.
          </p>
        </ProseSection>

        <ProseSection title="7. Suspension">
          <p>
            We may suspend an account for fraud, for repeated violations of these terms, or for harassment of other
            members. A suspended member cannot use the member pages and is shown the reason where one was given. If you
            think a suspension is a mistake, please{' '}
            <Link to={paths.getHelp()} className={linkClass}>
              contact support
            </Link>
            .
          </p>
        </ProseSection>

        <ProseSection title="8. Sister sites">
          <p>
            {siteName} links to two sister sites, a product marketplace and a factory-direct goods store, where earnings
            from the marketplace may eventually be spent. Each is run under its own terms:
          </p>
          <ul>
            {sisterSites.map((site) => (
              <li key={site.label}>
                <a href={site.url} target="_blank" rel="noreferrer" className={linkClass}>
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </ProseSection>

        <ProseSection title="9. Changes and questions">
          <p>
            We may update these terms; the effective date above shows when they last changed. Questions about them are
            welcome through{' '}
            <Link to={paths.getHelp()} className={linkClass}>
              Get Help
            </Link>
            . How we handle your information is described in our{' '}
            <Link to={paths.privacy()} className={linkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </ProseSection>
      </div>
    </PageContainer>
  );
}
