import { useId, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ArrowLeft,
  BookmarkCheck,
  CircleCheckBig,
  Handshake,
  Heart,
  LayoutDashboard,
  ListChecks,
  Menu,
  MessageSquare,
  MessageSquareHeart,
  Settings,
  ShieldCheck,
  User,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationSection } from '#shared/schemas/notifications.ts';
import { paths } from '#web/app/paths.ts';
import { SiteHeader } from '#web/app/layouts/site-header.tsx';
import { mainContentId } from '#web/app/layouts/skip-link.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useUnreadCounts } from '#web/features/notifications/api.ts';
import { formatBadgeCount } from '#web/lib/badge-count.ts';
import { cn } from '#web/lib/cn.ts';
import { useSession } from '#web/lib/session.ts';

// badge: the section whose unread notifications the entry counts (docs/decisions/007-sidebar-badges.md).
// label: the entry's message id.
type SidebarEntry = { label: FormatjsIntl.Message['ids']; to: string; icon: LucideIcon; badge?: NotificationSection };

const sidebarEntries: SidebarEntry[] = [
  { label: 'app.dashboard.profile', to: paths.dashboard.profile(), icon: User },
  { label: 'app.dashboard.wallet', to: paths.dashboard.wallet(), icon: Wallet },
  { label: 'app.dashboard.offers', to: paths.dashboard.offers(), icon: ListChecks },
  { label: 'app.dashboard.bids', to: paths.dashboard.myOffers(), icon: Handshake, badge: 'bids' },
  { label: 'app.dashboard.completedOffers', to: paths.completedOffers(), icon: CircleCheckBig },
  { label: 'app.dashboard.favourites', to: paths.dashboard.favourites(), icon: Heart },
  { label: 'app.dashboard.savedSearches', to: paths.dashboard.savedSearches(), icon: BookmarkCheck },
  { label: 'app.dashboard.messages', to: paths.dashboard.messages(), icon: MessageSquare, badge: 'messages' },
  { label: 'app.dashboard.feedback', to: paths.dashboard.feedback(), icon: MessageSquareHeart },
  { label: 'app.dashboard.settings', to: paths.dashboard.settings(), icon: Settings },
];

// The spec's sidebar has the user menu's entries, so admins find the Admin Panel here too.
const adminEntry: SidebarEntry = { label: 'app.dashboard.adminPanel', to: paths.admin(), icon: ShieldCheck };

const linkClasses =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground [&_svg]:size-4 [&_svg]:shrink-0';

function SidebarLinks({ onNavigate }: { onNavigate: () => void }) {
  const { data: counts } = useUnreadCounts();
  const { user } = useSession();
  const intl = useIntl();
  const entries = user?.role === 'admin' ? [...sidebarEntries, adminEntry] : sidebarEntries;
  return (
    <ul className="flex flex-col gap-1">
      <li>
        <NavLink
          to={paths.dashboard.home()}
          end
          onClick={onNavigate}
          className={({ isActive }) => cn(linkClasses, isActive && 'bg-accent text-accent-foreground')}
        >
          <LayoutDashboard aria-hidden="true" />
          <FormattedMessage id="app.dashboard.home" />
        </NavLink>
      </li>
      {entries.map(({ label, to, icon: Icon, badge }) => {
        const count = badge && counts ? counts[badge] : 0;
        const shown = formatBadgeCount(count);
        const name = intl.formatMessage({ id: label });
        return (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              // Like the bell: the name carries the count, and stays exactly the label when there is none.
              aria-label={
                count > 0
                  ? intl.formatMessage({ id: 'app.dashboard.unread' }, { label: name, count: shown })
                  : undefined
              }
              className={({ isActive }) => cn(linkClasses, isActive && 'bg-accent text-accent-foreground')}
            >
              <Icon aria-hidden="true" />
              {name}
              {count > 0 ? (
                <Badge variant="primary" aria-hidden="true" className="ms-auto px-2 tabular-nums">
                  {shown}
                </Badge>
              ) : null}
            </NavLink>
          </li>
        );
      })}
      <li className="mt-2 border-t border-border pt-2">
        <Link to={paths.home()} onClick={onNavigate} className={linkClasses}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          <FormattedMessage id="app.dashboard.backHome" />
        </Link>
      </li>
    </ul>
  );
}

export function DashboardLayout() {
  // On phones the sidebar folds into a menu button; from md up it is always shown.
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const intl = useIntl();

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col md:flex-row">
        <aside className="border-b border-border md:w-64 md:shrink-0 md:border-e md:border-b-0">
          <div className="px-4 py-3 md:hidden">
            <Button
              variant="outline"
              className="w-full justify-between"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <FormattedMessage id="app.dashboard.menu" />
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
          <nav
            id={navId}
            aria-label={intl.formatMessage({ id: 'app.dashboard.nav' })}
            className={cn('px-4 pb-4 md:sticky md:top-20 md:block md:py-6', menuOpen ? 'block' : 'hidden')}
          >
            <SidebarLinks onNavigate={() => setMenuOpen(false)} />
          </nav>
        </aside>
        <main id={mainContentId} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
