import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

/**
 * A wallet action's form: every failure is said in one message below the options, except, for the actions a
 * verified email is needed for, that refusal, which gets its notice (`unverified`).
 */
export function useWalletForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: { defaultValues: DefaultValues<Input>; fallback: string; needsVerifiedEmail: boolean },
) {
  const [unverified, setUnverified] = useState(false);
  const form = useApiForm(schema, {
    defaultValues: options.defaultValues,
    fieldNames: [],
    fallback: options.fallback,
    onError: (error) => {
      if (!options.needsVerifiedEmail || !isEmailNotVerified(error)) return false;
      setUnverified(true);
      return true;
    },
  });
  return { form, unverified, setUnverified };
}
