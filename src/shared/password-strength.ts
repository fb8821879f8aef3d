// The advisory strength meter of the sign-up and reset pages: one point per criterion met.

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

export function measurePasswordStrength(password: string): { score: number; label: StrengthLabel } {
  const criteria = [/.{8,}/, /[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];
  const score = criteria.filter((pattern) => pattern.test(password)).length;
  // Five criteria, five labels: 0 or 1 point is Very Weak, 5 is Strong.
  const label = strengthLabels[Math.max(0, score - 1)] ?? 'Very Weak';
  return { score, label };
}
