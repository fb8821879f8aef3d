import type { ProposalStatus } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { proposalStatusLabels } from '#web/features/proposals/format.ts';

const statusVariants = {
  pending: 'outline',
  accepted: 'accent',
  delivered: 'accent',
  declined: 'neutral',
  completed: 'primary',
  cancelled: 'neutral',
  expired: 'neutral',
} as const satisfies Record<ProposalStatus, 'outline' | 'accent' | 'neutral' | 'primary'>;

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge variant={statusVariants[status]}>{proposalStatusLabels[status]}</Badge>;
}
