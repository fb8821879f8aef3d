import { Alert } from '#web/components/ui/alert.tsx';

/** A form's failure, above its fields (role="alert", so it is announced when it appears); nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}
