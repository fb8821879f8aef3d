import { useId, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { type AdminDisputeCase, disputeMessages, type ResolveDisputeInput } from '#shared/schemas/disputes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useReturnFocus } from '#web/components/ui/return-focus.ts';
import { useResolveDispute } from '#web/features/disputes/api.ts';
import { describeRulingCoins } from '#web/features/disputes/dispute-figures.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { disputeOutcomeLabels, formatDisputeDay } from '#web/lib/disputes.ts';
import { toast } from '#web/lib/toast.ts';

type Party = AdminDisputeCase['deal']['payer'];
const nameOf = (party: Party) => party?.fullName ?? 'Deleted user';
type RulingConfirmDialogProps = {
  data: AdminDisputeCase;
  /** The ruling the admin filled in, or null while the dialog is closed. */
  ruling: ResolveDisputeInput | null;
  onClose: () => void;
};

/**
 * 'Resolve this dispute?': the exact coins each side gets before anything happens; Cancel changes nothing. While the
 * other party may still give their statement and has not, the admin rules only by ticking that they rule without it,
 * as the server requires.
 */
export function RulingConfirmDialog({ data, ruling, onClose }: RulingConfirmDialogProps) {
  const { dispute, deal, awaitingStatement } = data;
  const resolve = useResolveDispute();
  const tickId = useId();
  const [withoutStatement, setWithoutStatement] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus({});

  const close = () => {
    setError(null);
    setWithoutStatement(false);
    onClose();
  };

  const confirm = async () => {
    if (!ruling) return;
    if (awaitingStatement && !withoutStatement) {
      setError(disputeMessages.statementPending);
      return;
    }
    setError(null);
    try {
      await resolve.mutateAsync({
        id: dispute.id,
        input: awaitingStatement ? { ...ruling, withoutStatement: true } : ruling,
      });
      toast.success('The dispute is resolved.');
      close();
    } catch (failure) {
      setError(describeError(failure, 'The dispute could not be resolved. Please try again.'));
    }
  };

  return (
    <AlertDialog.Root open={ruling !== null} onOpenChange={(open) => (open ? null : close())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">Resolve this dispute?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {ruling ? `${disputeOutcomeLabels[ruling.outcome]}. ` : null}
            Both members are told at once, and the ruling cannot be undone.
          </AlertDialog.Description>
          {ruling ? (
            <ul aria-label="Coins" className="mt-3 flex flex-col gap-1 text-sm font-medium tabular-nums">
              {describeRulingCoins(deal, ruling).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {awaitingStatement ? (
            <div className="mt-4 flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
              <p>
                {nameOf(dispute.respondent)} has not given their statement yet; they may until{' '}
                {formatDisputeDay(dispute.respondBy)}.
              </p>
              <label htmlFor={tickId} className="flex items-center gap-2 font-medium">
                <input
                  id={tickId}
                  type="checkbox"
                  className="size-4"
                  checked={withoutStatement}
                  onChange={(event) => {
                    setWithoutStatement(event.target.checked);
                    setError(null);
                  }}
                />
                Rule without their statement
              </label>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <Button onClick={() => void confirm()} disabled={resolve.isPending}>
              {resolve.isPending ? 'Resolving...' : 'Resolve Dispute'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
