import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

type BackButtonProps = {
  /** Where to go when this page is the first of the visit (opened from a link elsewhere or typed in). */
  fallback?: string;
  children?: ReactNode;
  className?: string;
};

// React Router's browser router numbers the entries it pushes in history.state.idx, starting at 0 for the page
// the visit began on; going back from there would leave the site (or do nothing), so the fallback is used.
function canGoBackInApp(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** Goes back one page in the app's history, or to `fallback` (the home page by default) when there is none. */
export function BackButton({ fallback = paths.home(), children, className }: BackButtonProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (canGoBackInApp()) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className={cn('-ms-3 text-muted-foreground', className)}>
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      {children ?? <FormattedMessage id="components.backButton.back" />}
    </Button>
  );
}
