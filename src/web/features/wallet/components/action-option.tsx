import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

type ActionOptionProps = {
  /** What the option is ('100 Dragon Coins'). */
  title: string;
  /** What it costs or gives ('$10.00'). */
  detail: string;
  /** The button's whole name ('Buy 100 DC'), so each option is told apart by name alone. */
  label: string;
  /** Why the option cannot be chosen now ('Not enough coins'); the button is disabled while it is set. */
  unavailable?: string | undefined;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
};

/** One choice of a wallet action: a coin pack, a conversion or a withdrawal amount. */
export function ActionOption({ title, detail, label, unavailable, busy, disabled, onChoose }: ActionOptionProps) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{detail}</p>
      <Button
        // A withdrawal's name carries the display currency's figure too ('Withdraw $25 (≈ €23.00)'): it may wrap.
        className="mt-auto h-auto min-h-10 w-full py-2 text-center whitespace-normal"
        disabled={disabled || unavailable !== undefined}
        aria-describedby={unavailable ? noteId : undefined}
        aria-busy={busy || undefined}
        onClick={onChoose}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {label}
      </Button>
      {unavailable ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {unavailable}
        </p>
      ) : null}
    </div>
  );
}
