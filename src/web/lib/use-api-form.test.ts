import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormControl } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import spanish from '#shared/texts/es.json';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ApiError } from './api-client.ts';
import { type ApiForm, createApiSubmit, useApiForm } from './use-api-form.ts';

// The unit tests run in Node without a DOM: the submit logic is driven on react-hook-form's own `createFormControl`,
// and what a form shows is rendered to markup with React's server renderer.

const schema = z.object({ email: z.email('Invalid email address'), name: z.string().min(1, 'Name is required') });
type Values = z.input<typeof schema>;
const fallback = 'Failed to save. Please try again.';
const valid: Values = { email: 'ann@example.com', name: 'Ann' };

function setup(options: Partial<Parameters<typeof createApiSubmit<Values, Values>>[2]> = {}) {
  const form = createFormControl<Values, unknown, Values>({ resolver: zodResolver(schema), defaultValues: valid });
  const shown: (string | null)[] = [];
  const submit = createApiSubmit(form, (message) => shown.push(message), {
    fallback,
    fieldNames: ['email', 'name'],
    locale: 'en',
    ...options,
  });
  return { form, submit, shown, formError: () => shown.at(-1) ?? null };
}

const refusal = (init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 409, code: 'CONFLICT', message: 'That name is taken', ...init });

describe('createApiSubmit', () => {
  it("puts the server's field messages under their fields, and nothing above them", async () => {
    const { form, submit, formError } = setup();
    const error = refusal({ status: 400, code: 'VALIDATION', message: 'Invalid input', fields: { name: 'Too rude' } });
    await submit(() => Promise.reject(error))();
    expect(form.getFieldState('name').error).toEqual({ type: 'server', message: 'Too rude' });
    expect(form.getFieldState('email').error).toBeUndefined();
    expect(formError()).toBe(null);
  });

  it("shows the server's words above the fields for a refusal no field takes", async () => {
    const { submit, formError } = setup();
    await submit(() => Promise.reject(refusal({ fields: { elsewhere: 'Not on this form' } })))();
    expect(formError()).toBe('That name is taken');
  });

  it('shows the fallback for a server fault, no answer, or anything else', async () => {
    for (const error of [
      new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong.' }),
      new ApiError({ status: 0, code: 'TIMEOUT', message: 'The request timed out.' }),
      new TypeError('boom'),
    ]) {
      const { submit, formError } = setup();
      await submit(() => Promise.reject(error))();
      expect(formError()).toBe(fallback);
    }
  });

  it("shows the fallback in the form's language when it is one of the server's texts", async () => {
    const sendFailed = 'Failed to send message. Please try again.';
    const { submit, formError } = setup({ locale: 'es', fallback: sendFailed });
    await submit(() => Promise.reject(new TypeError('boom')))();
    expect(spanish[sendFailed]).toBeTruthy();
    expect(formError()).toBe(spanish[sendFailed]);
  });

  it("clears the last failure's message when the fields pass, before the call is made again", async () => {
    const { submit, formError } = setup();
    await submit(() => Promise.reject(refusal()))();
    expect(formError()).toBe('That name is taken');
    let shownDuringCall: string | null = 'not called';
    await submit(async () => {
      shownDuringCall = formError();
    })();
    expect(shownDuringCall).toBe(null);
    expect(formError()).toBe(null);
  });

  it('keeps the message while the fields fail their own checks, and does not call', async () => {
    const { form, submit, formError } = setup();
    await submit(() => Promise.reject(refusal()))();
    form.setValue('email', 'not an email');
    let called = false;
    await submit(async () => {
      called = true;
    })();
    expect(called).toBe(false);
    expect(form.getFieldState('email').error?.message).toBe('Invalid email address');
    expect(formError()).toBe('That name is taken');
  });

  it('hands the checked values to the action', async () => {
    const { submit } = setup();
    const received: Values[] = [];
    await submit(async (values) => {
      received.push(values);
    })();
    expect(received).toEqual([valid]);
  });

  it('places only the named fields: an empty list keeps every failure above the fields', async () => {
    const { form, submit, formError } = setup({ fieldNames: [] });
    await submit(() => Promise.reject(refusal({ fields: { name: 'Too rude' } })))();
    expect(form.getFieldState('name').error).toBeUndefined();
    expect(formError()).toBe('That name is taken');
  });

  it("words the message the form's own way when told", async () => {
    const { submit, formError } = setup({ describeError: (_error, words) => `${words} (own)` });
    await submit(() => Promise.reject(refusal()))();
    expect(formError()).toBe(`${fallback} (own)`);
  });

  it('lets the form answer a failure itself first, with the form at hand', async () => {
    const handled: unknown[] = [];
    const { form, submit, formError } = setup({
      onError: (error, { setError }) => {
        if (!(error instanceof ApiError && error.code === 'EMAIL_TAKEN')) return false;
        setError('email', { type: 'server', message: error.message });
        handled.push(error);
        return true;
      },
    });
    const taken = refusal({ code: 'EMAIL_TAKEN', message: 'Email already registered', fields: { name: 'ignored' } });
    await submit(() => Promise.reject(taken))();
    expect(handled).toEqual([taken]);
    expect(form.getFieldState('email').error?.message).toBe('Email already registered');
    expect(form.getFieldState('name').error).toBeUndefined();
    expect(formError()).toBe(null);

    await submit(() => Promise.reject(refusal()))();
    expect(formError()).toBe('That name is taken');
  });
});

describe('useApiForm', () => {
  // Rendered once with the server renderer (the unit tests have no DOM); the methods it returned work on after.
  function renderForm() {
    let form: ApiForm<Values, Values> | undefined;
    function Probe() {
      form = useApiForm(schema, { defaultValues: { email: '', name: '' }, fallback });
      return null;
    }
    renderToStaticMarkup(createElement(Probe));
    if (!form) throw new Error('not rendered');
    return form;
  }

  it('checks the fields with the schema, and starts with no message', async () => {
    const form = renderForm();
    expect(form.formError).toBe(null);
    let called = false;
    await form.submit(async () => {
      called = true;
    })();
    expect(called).toBe(false);
    expect(form.getFieldState('name').error?.message).toBe('Name is required');
  });

  it("places the server's messages on the fields of defaultValues, under their inputs", async () => {
    const form = renderForm();
    form.setValue('email', 'ann@example.com');
    form.setValue('name', 'Ann');
    const error = refusal({ status: 400, fields: { email: 'Email already registered', other: 'ignored' } });
    await form.submit(() => Promise.reject(error))();
    expect(form.getFieldState('email').error).toEqual({ type: 'server', message: 'Email already registered' });

    // What a form's field then shows: the message after its input, announced, the input marked invalid.
    const markup = renderToStaticMarkup(
      createElement(FormField, {
        label: 'Email',
        error: form.getFieldState('email').error?.message,
        children: (field) => createElement('input', { ...field, ...form.register('email') }),
      }),
    );
    expect(markup).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*\/>.*<p [^>]*role="alert"[^>]*>Email already registered<\/p>/,
    );
  });
});

describe('FormError', () => {
  it('renders the alert the forms showed: announced, with its icon hidden from screen readers', () => {
    const markup = renderToStaticMarkup(createElement(FormError, { message: 'That name is taken' }));
    expect(markup).toMatch(/^<div role="alert" class="[^"]*text-destructive[^"]*">/);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('<div>That name is taken</div>');
  });

  it('renders nothing without a message', () => {
    expect(renderToStaticMarkup(createElement(FormError, { message: null }))).toBe('');
    expect(renderToStaticMarkup(createElement(FormError, { message: '' }))).toBe('');
  });
});
