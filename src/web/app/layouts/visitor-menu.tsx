import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Menu } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { sellerUrl } from '#web/app/config.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { MenuContent, menuItemClasses } from '#web/components/ui/menu.tsx';

type VisitorMenuProps = {
  /** Loaded by the first press of the header's stand-in button (site-header.tsx), so it opens at once. */
  defaultOpen: boolean;
  /** Opened from the keyboard: the first item takes focus, as when the menu's own trigger opens it. */
  focusFirstItem: boolean;
};

// Phones have no room for three buttons beside the logo, so the visitor actions move into one menu there.
// The menu is not portalled: it stays inside the header landmark, where screen-reader users expect it.
export function VisitorMenu({ defaultOpen, focusFirstItem }: VisitorMenuProps) {
  const { openSignIn } = useAuthDialog();
  const intl = useIntl();
  const openedDialog = useRef(false);
  const firstItem = useRef<HTMLAnchorElement>(null);

  // The menu watches the keyboard only once it is mounted, after the key that asked for it.
  useEffect(() => {
    if (focusFirstItem) firstItem.current?.focus();
  }, [focusFirstItem]);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage({ id: 'app.header.openMenu' })}
          className="sm:hidden"
        >
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent openedDialogRef={openedDialog} className="min-w-48">
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <a ref={firstItem} href={sellerUrl} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="app.header.becomeSeller" />
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={menuItemClasses}
          onSelect={() => {
            openedDialog.current = true;
            openSignIn();
          }}
        >
          <FormattedMessage id="app.header.signIn" />
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <Link to={paths.signup()}>
            <FormattedMessage id="app.header.signUp" />
          </Link>
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
