import { useId, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminDisputeCase, disputeMessages, type ResolveDisputeInput } from '#shared/schemas/disputes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useReturnFocus } from '#web/components/ui/return-focus.ts';
import { useResolveDispute } from '#web/features/disputes/api.ts';
import { describeRulingCoins, nameCaseParty } from '#web/features/disputes/dispute-figures.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { disputeOutcomeMessages, formatDisputeDay } from '#web/lib/disputes.ts';
import { useServerText } from '#web/lib/server-texts.ts';
import { toast } from '#web/lib/toast.ts';

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
  const intl = useIntl();
  const text = useServerText();
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
      setError(text(disputeMessages.statementPending));
      return;
    }
    setError(null);
    try {
      await resolve.mutateAsync({
        id: dispute.id,
        input: awaitingStatement ? { ...ruling, withoutStatement: true } : ruling,
      });
      toast.success(intl.formatMessage({ id: 'disputes.rulingConfirm.resolved' }));
      close();
    } catch (failure) {
      setError(describeError(failure, intl.formatMessage({ id: 'disputes.rulingConfirm.failed' })));
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
          <AlertDialog.Title className="text-lg font-semibold">
            <FormattedMessage id="disputes.rulingConfirm.title" />
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {ruling ? (
              <FormattedMessage
                id="disputes.rulingConfirm.descriptionWithOutcome"
                values={{ outcome: intl.formatMessage({ id: disputeOutcomeMessages[ruling.outcome] }) }}
              />
            ) : (
              <FormattedMessage id="disputes.rulingConfirm.description" />
            )}
          </AlertDialog.Description>
          {ruling ? (
            <ul
              aria-label={intl.formatMessage({ id: 'disputes.rulingConfirm.coins' })}
              className="mt-3 flex flex-col gap-1 text-sm font-medium tabular-nums"
            >
              {describeRulingCoins(deal, ruling, intl).map((line) => (
                <li key={line}>{text(line)}</li>
              ))}
            </ul>
          ) : null}
          {awaitingStatement ? (
            <div className="mt-4 flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
              <p>
                <FormattedMessage
                  id="disputes.rulingConfirm.awaitingStatement"
                  values={{
                    name: nameCaseParty(dispute.respondent, intl),
                    date: formatDisputeDay(dispute.respondBy, intl),
                  }}
                />
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
                <FormattedMessage id="disputes.rulingConfirm.withoutStatement" />
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
              <Button variant="outline">
                <FormattedMessage id="disputes.rulingConfirm.cancel" />
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={() => void confirm()} disabled={resolve.isPending}>
              <FormattedMessage
                id={resolve.isPending ? 'disputes.rulingConfirm.resolving' : 'disputes.rulingConfirm.confirm'}
              />
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
