import { useIntl } from 'react-intl';
import type { ProposalStatus } from '#shared/constants.ts';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { labelStatus } from '#web/features/proposals/format.ts';

const statusVariants = {
  pending: 'outline',
  accepted: 'accent',
  delivered: 'accent',
  declined: 'neutral',
  completed: 'primary',
  cancelled: 'neutral',
  expired: 'neutral',
} as const satisfies Record<ProposalStatus, 'outline' | 'accent' | 'neutral' | 'primary'>;

export function ProposalStatusBadge({ proposal }: { proposal: Pick<ProposalView, 'status' | 'cancellation'> }) {
  const intl = useIntl();
  return <Badge variant={statusVariants[proposal.status]}>{labelStatus(proposal, intl)}</Badge>;
}
