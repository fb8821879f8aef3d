import { NavLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { cn } from '#web/lib/cn.ts';

/** Spec: the header navigation shows only when signed in. label: the link's message id. */
export const memberNavLinks = [
  { label: 'app.memberNav.categories', to: paths.exploreCategories() },
  { label: 'app.memberNav.services', to: paths.browse() },
  { label: 'app.memberNav.proposals', to: paths.proposals() },
  { label: 'app.memberNav.requestService', to: paths.requests() },
] as const;

// On narrow screens the same links sit in the user menu instead (see user-menu.tsx).
export function MemberNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'app.memberNav.label' })} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {memberNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
                  isActive && 'text-foreground',
                )
              }
            >
              <FormattedMessage id={link.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
