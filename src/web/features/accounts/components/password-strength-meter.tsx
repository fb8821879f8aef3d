import { FormattedMessage, useIntl } from 'react-intl';
import type { PasswordOwner } from '#shared/password-policy.ts';
import { ratePassword } from '#shared/password-strength.ts';
import { cn } from '#web/lib/cn.ts';
import { describePasswordReason, usePasswordVerdict } from '#web/lib/password-checker.ts';

const barColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-green-600'] as const;

// The meter's reading for each level of shared/password-strength.ts's strengthLabels, as message ids.
const strengthTexts = [
  'accounts.passwordStrength.veryWeak',
  'accounts.passwordStrength.weak',
  'accounts.passwordStrength.fair',
  'accounts.passwordStrength.good',
  'accounts.passwordStrength.strong',
] as const;

type PasswordStrengthMeterProps = {
  password: string;
  owner?: PasswordOwner | undefined;
  /**
   * True while the field shows an error of its own (its check, or the server's refusal): the server's answer
   * wins, so the meter reads 'Very Weak' and leaves the reason to that error rather than say it twice.
   */
  refused?: boolean | undefined;
};

/**
 * The spec's advisory points held to the password policy (shared/password-strength.ts): a password the server
 * would refuse reads 'Very Weak' with the reason ('This is a very common password'). Meant as a field hint, so
 * the control's aria-describedby already points here and it is read with the password field.
 */
export function PasswordStrengthMeter({ password, owner = {}, refused = false }: PasswordStrengthMeterProps) {
  const verdict = usePasswordVerdict(password, owner);
  const intl = useIntl();
  if (!password) return null;
  const rating = refused ? { level: 0, reason: null } : ratePassword(password, verdict);

  return (
    <span className="flex flex-col gap-1">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="flex flex-1 gap-1">
          {barColours.map((colour, index) => (
            <span
              key={colour}
              className={cn(
                'h-1.5 flex-1 rounded-full bg-border',
                rating.level !== null && index <= rating.level && barColours[rating.level],
              )}
            />
          ))}
        </span>
        <span className="text-xs font-medium">
          {rating.level === null ? (
            <FormattedMessage id="accounts.passwordStrength.checking" />
          ) : (
            <FormattedMessage id={strengthTexts[rating.level] ?? 'accounts.passwordStrength.veryWeak'} />
          )}
        </span>
      </span>
      {rating.reason ? (
        <span className="text-xs font-medium text-destructive">{describePasswordReason(rating.reason, intl)}</span>
      ) : null}
    </span>
  );
}
