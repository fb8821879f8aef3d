import type { ComponentProps } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '#web/app/paths.ts';

type TermsCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & { error?: string | undefined };

/**
 * The Terms of Use agreement that sign-up and each wallet action require; the link opens the terms without losing
 * the form.
 */
export function TermsCheckbox({ error, ...inputProps }: TermsCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm">
          <FormattedMessage
            id="components.terms.agree"
            values={{
              link: (chunks) => (
                <Link
                  to={paths.termsOfUse()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
