import { LoaderCircle } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { cn } from '#web/lib/cn.ts';

type SpinnerProps = {
  label?: string;
  /** The label is always announced to screen readers; showLabel also prints it next to the icon. */
  showLabel?: boolean;
  className?: string;
};

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>
        {label ?? <FormattedMessage id="components.spinner.loading" />}
      </span>
    </div>
  );
}
