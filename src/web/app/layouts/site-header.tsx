import { useRef } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Menu } from 'lucide-react';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { sellerUrl } from '#web/app/config.ts';
import { HeaderSearch } from '#web/app/layouts/header-search.tsx';
import { MemberNav } from '#web/app/layouts/member-nav.tsx';
import { SkipLink } from '#web/app/layouts/skip-link.tsx';
import { UserMenu } from '#web/app/layouts/user-menu.tsx';
import { paths } from '#web/app/paths.ts';
import { ThemeToggle } from '#web/components/theme-toggle.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MenuContent, menuItemClasses } from '#web/components/ui/menu.tsx';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { useSession } from '#web/lib/session.ts';

// Phones have no room for three buttons beside the logo, so the visitor actions move into one menu there.
// The menu is not portalled: it stays inside the header landmark, where screen-reader users expect it.
function VisitorMenu() {
  const { openSignIn } = useAuthDialog();
  const openedDialog = useRef(false);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="sm:hidden">
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent openedDialogRef={openedDialog} className="min-w-48">
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <a href={sellerUrl} target="_blank" rel="noopener noreferrer">
            Become a Seller?
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={menuItemClasses}
          onSelect={() => {
            openedDialog.current = true;
            openSignIn();
          }}
        >
          Sign In
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <Link to={paths.signup()}>Sign Up</Link>
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function VisitorActions() {
  const { openSignIn } = useAuthDialog();

  return (
    <div className="hidden items-center gap-2 sm:flex">
      <Button asChild variant="ghost" size="sm">
        <a href={sellerUrl} target="_blank" rel="noopener noreferrer">
          Become a Seller?
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={openSignIn}>
        Sign In
      </Button>
      <Button asChild size="sm">
        <Link to={paths.signup()}>Sign Up</Link>
      </Button>
    </div>
  );
}

export function SiteHeader() {
  const { user, isPending } = useSession();

  return (
    <>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        {/* One search box for every width: beside the logo on wide screens, on its own row on phones. */}
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
          <Link to={paths.home()} className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            <span className="text-lg">Dragon Market</span>
          </Link>
          {user ? <MemberNav /> : null}
          <HeaderSearch className="order-last w-full md:order-none md:w-auto md:max-w-xl md:flex-1" />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            {/* Nothing while the session loads, so a member never sees Sign In flash by. */}
            {user ? <NotificationBell /> : null}
            {user ? <UserMenu user={user} /> : null}
            {!user && !isPending ? (
              <>
                <VisitorActions />
                <VisitorMenu />
              </>
            ) : null}
          </div>
        </div>
      </header>
    </>
  );
}
