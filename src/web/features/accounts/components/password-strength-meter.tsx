import type { PasswordOwner } from '#shared/password-policy.ts';
import { measurePasswordStrength, strengthLabels } from '#shared/password-strength.ts';
import { cn } from '#web/lib/cn.ts';
import { usePasswordVerdict } from '#web/lib/password-checker.ts';

const barColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-green-600'] as const;

/**
 * The spec's advisory points, and beneath them the password policy's verdict (shared/password-policy.ts), which
 * the server applies too: why a password will be refused ('This is a very common password'). Meant as a field
 * hint, so the control's aria-describedby already points here and it is read with the password field.
 */
export function PasswordStrengthMeter({ password, owner = {} }: { password: string; owner?: PasswordOwner }) {
  const verdict = usePasswordVerdict(password, owner);
  if (!password) return null;
  const { score, label } = measurePasswordStrength(password);
  const level = Math.max(0, strengthLabels.indexOf(label));

  return (
    <span className="flex flex-col gap-1">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="flex flex-1 gap-1">
          {barColours.map((colour, index) => (
            <span
              key={colour}
              className={cn('h-1.5 flex-1 rounded-full bg-border', index < score && barColours[level])}
            />
          ))}
        </span>
        <span className="text-xs font-medium">Password strength: {label}</span>
      </span>
      {verdict && !verdict.acceptable ? (
        <span className="text-xs font-medium text-destructive">{verdict.reason}</span>
      ) : null}
    </span>
  );
}
