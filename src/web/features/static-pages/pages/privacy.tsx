import { Link } from 'react-router';
import { siteName } from '#shared/page-title.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ProseSection } from '#web/features/static-pages/components/prose-section.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
const description = 'What information we keep about you, why we keep it and how you can control it.';

export function PrivacyPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title="Privacy Policy" description={description} />
      <PageHeader title="Privacy Policy" description={description} />

      <div className="mt-10 flex flex-col gap-10">
        <ProseSection title="What we keep">
          <ul>
            <li>
              Your account: your name, email address and password (stored only as a secure hash), and, if you add them,
              your phone number, profile picture and bio.
            </li>
            <li>What you publish: your listings and requests, with their descriptions, prices and pictures.</li>
            <li>
              Your deals: the proposals you send and receive, the contact details you put in them, your messages and the
              reviews you give and receive.
            </li>
            <li>
              Your wallet: your cash and Dragon Coin balances and a record of every purchase, transfer and withdrawal.
            </li>
            <li>What you send us: support requests and feedback.</li>
            <li>Your preferences: theme and display currency.</li>
          </ul>
        </ProseSection>

        <ProseSection title="Why we keep it">
          <p>
            We use this information to run the marketplace: to sign you in, show your listings, pass proposals and
            messages between members, keep your wallet correct, send the emails you need (such as password resets and
            notifications), answer your support requests and enforce our{' '}
            <Link to={paths.termsOfUse()} className={linkClass}>
              Terms of Use
            </Link>
            .
          </p>
        </ProseSection>

        <ProseSection title="Who can see it">
          <p>
            Other members see your name, profile picture, public listings and the reviews you receive. The contact
            details in a proposal are shared with the member you send it to. Administrators may access content and
            messages to enforce the Terms of Use.
          </p>
          <p>
            Card payments for Dragon Coins are handled by our card payment provider: you enter your card details on the
            provider’s checkout page, and {siteName} never receives your card number.
          </p>
        </ProseSection>

        <ProseSection title="Pictures">
          <p>
            Pictures you upload are checked and re-encoded before they are stored, which removes hidden details such as
            the camera’s location data.
          </p>
        </ProseSection>

        <ProseSection title="Cookies and your device">
          <p>
            We use a session cookie to keep you signed in; it cannot be read by scripts on the page. Your browser also
            keeps your theme and the time of your last activity, so an idle session can be ended to protect your
            account. We do not use advertising or tracking cookies.
          </p>
        </ProseSection>

        <ProseSection title="Your choices">
          <p>
            You can change your profile, picture and preferences at any time in your settings. To ask what we hold about
            you, or to have your account removed, send us a request through{' '}
            <Link to={paths.getHelp()} className={linkClass}>
              Get Help
            </Link>
            .
          </p>
        </ProseSection>
      </div>
    </PageContainer>
  );
}
