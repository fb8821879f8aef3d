import { measurePasswordStrength, strengthLabels } from '#shared/password-strength.ts';
import { cn } from '#web/lib/cn.ts';

const barColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-green-600'] as const;

/**
 * Advisory only (spec): it never blocks submitting. Meant as a field hint, so the control's
 * aria-describedby already points here and the label is read with the password field.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = measurePasswordStrength(password);
  const level = Math.max(0, strengthLabels.indexOf(label));

  return (
    <div className="flex items-center gap-2">
      <div aria-hidden="true" className="flex flex-1 gap-1">
        {barColours.map((colour, index) => (
          <span
            key={colour}
            className={cn('h-1.5 flex-1 rounded-full bg-border', index < score && barColours[level])}
          />
        ))}
      </div>
      <span className="text-xs font-medium">Password strength: {label}</span>
    </div>
  );
}
