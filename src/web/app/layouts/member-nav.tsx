import { NavLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { cn } from '#web/lib/cn.ts';

/** Spec: the header navigation shows only when signed in. */
export const memberNavLinks = [
  { label: 'Categories', to: paths.exploreCategories() },
  { label: 'Services', to: paths.browse() },
  { label: 'Proposals', to: paths.proposals() },
  { label: 'Request a Service', to: paths.requests() },
] as const;

// On narrow screens the same links sit in the user menu instead (see user-menu.tsx).
export function MemberNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
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
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
