import { FormattedMessage, useIntl } from 'react-intl';
import type { ProposalVersion } from '#shared/schemas/proposals.ts';
import { describeVersionTerms } from '#web/features/proposals/negotiation.ts';
import { cn } from '#web/lib/cn.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

/**
 * A version's terms, with those it changed from the version before marked (a highlight, and 'changed' in words for
 * those who do not see it).
 */
export function VersionTerms({ version, className }: { version: ProposalVersion; className?: string }) {
  const intl = useIntl();
  const currency = useDisplayCurrency();
  return (
    <dl className={cn('grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]', className)}>
      {describeVersionTerms(version, currency, intl).map((row) => (
        <div key={row.term} className="contents">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="whitespace-pre-line wrap-anywhere">
            {row.changed && version.number > 1 ? (
              <mark className="rounded bg-accent px-1 text-accent-foreground">
                {row.value}
                <span className="sr-only">
                  {' '}
                  <FormattedMessage id="proposals.versionTerms.changed" />
                </span>
              </mark>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
