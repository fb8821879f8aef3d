import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { siteName } from '#shared/page-title.ts';
import type { Me } from '#shared/schemas/accounts.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { sellerUrl } from '#web/app/config.ts';
import { MemberNav } from '#web/app/layouts/member-nav.tsx';
import { SkipLink } from '#web/app/layouts/skip-link.tsx';
import type { VisitorMenu } from '#web/app/layouts/visitor-menu.tsx';
import { paths } from '#web/app/paths.ts';
import { HideOnError } from '#web/components/hide-on-error.tsx';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { LanguagePicker } from '#web/components/language-picker.tsx';
import { ThemeToggle } from '#web/components/theme-toggle.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useNotificationEvents } from '#web/features/notifications/use-notification-events.ts';
import { useSession } from '#web/lib/session.ts';
import { loadMessageAreas } from '#web/lib/i18n.tsx';
import { LazyBoundary } from '#web/components/lazy-boundary.tsx';

// The search box with its suggestions arrives just after the page's first load, which it would otherwise push past
// its budget (decision 014); the space it takes is kept meanwhile.
const HeaderSearch = lazy(() =>
  import('#web/app/layouts/header-search.tsx').then((m) => ({ default: m.HeaderSearch })),
);

const loadVisitorMenu = () => import('#web/app/layouts/visitor-menu.tsx');

type LoadedVisitorMenu = { Menu: typeof VisitorMenu; byKeyboard: boolean };

/**
 * The phone's visitor menu (visitor-menu.tsx) costs the first load its menu code (Radix, Floating UI), so a
 * look-alike button stands in for its trigger and loads it on the first press, which then opens it. Hovering or
 * focusing the button starts the download early.
 */
function VisitorMenuLauncher() {
  const [loaded, setLoaded] = useState<LoadedVisitorMenu | null>(null);
  const intl = useIntl();

  if (loaded) return <loaded.Menu defaultOpen focusFirstItem={loaded.byKeyboard} />;

  const open = (byKeyboard: boolean) => {
    loadVisitorMenu().then(
      (module) => setLoaded({ Menu: module.VisitorMenu, byKeyboard }),
      (error: unknown) => console.error('Could not load the menu', error),
    );
  };
  const prefetch = () => {
    loadVisitorMenu().catch(() => {
      // The press retries and reports it.
    });
  };

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={intl.formatMessage({ id: 'app.header.openMenu' })}
      aria-haspopup="menu"
      aria-expanded={false}
      className="sm:hidden"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // detail is 0 when Enter or Space pressed the button.
      onClick={(event) => open(event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open(true);
      }}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}

// At least as wide as its placeholder's first words, at most as wide as reads well beside the logo.
const searchClasses = 'h-10 min-w-24 flex-1 md:max-w-xl';

// Only an unverified member downloads the reminder.
const EmailVerificationBanner = lazy(() =>
  import('#web/components/email-verification-notice.tsx').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
);

const MemberHeaderActions = lazy(() =>
  Promise.all([import('#web/app/layouts/member-header-actions.tsx'), loadMessageAreas(['notifications'])]).then(
    ([module]) => ({ default: module.MemberHeaderActions }),
  ),
);

// Holds the bell's and the account button's places (member-header-actions.tsx) while their code loads: on a phone
// they would otherwise arrive late, wrap the header onto another row and push the whole page down.
function MemberActionsPlaceholder() {
  return (
    <>
      <span aria-hidden="true" className="size-10" />
      <span aria-hidden="true" className="h-10 w-10 sm:w-[68px]" />
    </>
  );
}

function MemberEnd({ user }: { user: Me }) {
  // Here rather than in the bell, so no notification goes unannounced while the bell's code is loading.
  useNotificationEvents();
  return (
    <HideOnError>
      <LazyBoundary fallback={<MemberActionsPlaceholder />}>
        <MemberHeaderActions user={user} />
      </LazyBoundary>
    </HideOnError>
  );
}

function VisitorActions() {
  const { openSignIn } = useAuthDialog();

  return (
    <div className="hidden items-center gap-2 sm:flex">
      <Button asChild variant="ghost" size="sm">
        <a href={sellerUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="app.header.becomeSeller" />
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={openSignIn}>
        <FormattedMessage id="app.header.signIn" />
      </Button>
      <Button asChild size="sm">
        <Link to={paths.signup()}>
          <FormattedMessage id="app.header.signUp" />
        </Link>
      </Button>
    </div>
  );
}

export function SiteHeader() {
  const { user, isPending } = useSession();

  return (
    <>
      <SkipLink />
      {/* One opaque row at every width, 57 px on a phone: a see-through header that wrapped onto three rows took a
          fifth of a phone's screen and let the page show through. On narrow screens the logo keeps only its picture
          and the search box takes the room that is left. */}
      <HydrateLater>
        <header className="sticky top-0 z-40 border-b border-border bg-background">
          <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2 sm:gap-4 sm:px-6 sm:py-3">
            <Link to={paths.home()} className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight">
              <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
              <span className="text-lg max-md:sr-only">{siteName}</span>
            </Link>
            {user ? <MemberNav /> : null}
            <LazyBoundary fallback={<div className={searchClasses} />}>
              <HeaderSearch className={searchClasses} />
            </LazyBoundary>
            <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
              <LanguagePicker className="max-sm:hidden" />
              <ThemeToggle />
              {/* Nothing while the session loads, so a member never sees Sign In flash by. */}
              {user ? <MemberEnd user={user} /> : null}
              {!user && !isPending ? (
                <>
                  <VisitorActions />
                  <VisitorMenuLauncher />
                </>
              ) : null}
            </div>
          </div>
        </header>
      </HydrateLater>
      {user && !user.emailVerified ? (
        <HideOnError>
          <LazyBoundary fallback={null}>
            <EmailVerificationBanner />
          </LazyBoundary>
        </HideOnError>
      ) : null}
    </>
  );
}
