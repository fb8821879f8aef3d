import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import type { Me } from '#shared/schemas/accounts.ts';
import { memberNavLinks } from '#web/app/layouts/member-nav.tsx';
import { paths } from '#web/app/paths.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { MenuContent, menuItemClasses } from '#web/components/ui/menu.tsx';
import { useSignOutAndLeave } from '#web/features/accounts/api.ts';

export function UserMenu({ user }: { user: Me }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The confirm dialog takes focus when it opens; the menu must not pull focus back to its trigger as it closes.
  const openedDialog = useRef(false);
  // The Logout item is gone once the menu closes: cancelling the sign-out puts focus back on the menu's button.
  const trigger = useRef<HTMLButtonElement>(null);
  const signOutAndLeave = useSignOutAndLeave();
  const intl = useIntl();

  // label: the entry's message id.
  const entries = [
    { label: 'app.userMenu.profile', to: paths.dashboard.profile() },
    { label: 'app.userMenu.wallet', to: paths.dashboard.wallet() },
    { label: 'app.userMenu.offers', to: paths.dashboard.offers() },
    { label: 'app.userMenu.completedOffers', to: paths.completedOffers() },
    { label: 'app.userMenu.messages', to: paths.dashboard.messages() },
    { label: 'app.userMenu.settings', to: paths.dashboard.settings() },
    ...(user.role === 'admin' ? [{ label: 'app.userMenu.adminPanel', to: paths.admin() } as const] : []),
  ] as const;

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            aria-label={intl.formatMessage({ id: 'app.userMenu.accountMenu' }, { name: user.fullName })}
            className="flex items-center gap-2 rounded-full p-1 transition-colors hover:bg-secondary sm:pe-2"
          >
            <Avatar name={user.fullName} src={user.profilePictureUrl} className="size-8" />
            {/* On a phone the header's row has no room for it (site-header.tsx). */}
            <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground max-sm:hidden" />
          </button>
        </DropdownMenu.Trigger>
        <MenuContent openedDialogRef={openedDialog} className="w-64">
          <div className="px-3 py-2">
            <p className="truncate font-medium">{user.fullName}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            {/* Plain text, not a <dl>: what a menu owns must be items, groups or separators, and a <dl>'s terms
                and definitions are neither (axe: aria-required-children). */}
            <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div>
                <span className="block text-xs text-muted-foreground">
                  <FormattedMessage id="app.userMenu.cash" />
                </span>
                <span className="block font-medium">
                  {formatMoney(user.cashBalanceCents, user.currency, { locale: intl.locale })}
                </span>
              </div>
              <div>
                <span className="block text-xs text-muted-foreground">
                  <FormattedMessage id="app.userMenu.dragonCoins" />
                </span>
                <span className="block font-medium">
                  <FormattedMessage
                    id="app.userMenu.coinAmount"
                    values={{ amount: intl.formatNumber(user.dragonCoins) }}
                  />
                </span>
              </div>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {memberNavLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={`${menuItemClasses} lg:hidden`}>
              <Link to={link.to}>
                <FormattedMessage id={link.label} />
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border lg:hidden" />
          {entries.map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={menuItemClasses}>
              <Link to={entry.to}>
                <FormattedMessage id={entry.label} />
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={menuItemClasses}
            onSelect={() => {
              openedDialog.current = true;
              setConfirmOpen(true);
            }}
          >
            <FormattedMessage id="app.userMenu.logout" />
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage({ id: 'app.userMenu.signOutTitle' })}
        description={intl.formatMessage({ id: 'app.userMenu.signOutDescription' })}
        confirmLabel={intl.formatMessage({ id: 'app.userMenu.signOutConfirm' })}
        onConfirm={() => void signOutAndLeave()}
        returnFocusTo={trigger}
      />
    </>
  );
}
