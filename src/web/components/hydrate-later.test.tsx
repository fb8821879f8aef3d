import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInParts, usePageHydrated } from '#web/components/hydrate-later.tsx';

function Item({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <li>
      <button type="button" onClick={onPress}>
        {label}
      </button>
    </li>
  );
}

function List({ onPress }: { onPress: () => void }) {
  return (
    <ul>
      <Item label="First" onPress={onPress} />
      <HydrateLater>
        <Item label="Second" onPress={onPress} />
      </HydrateLater>
    </ul>
  );
}

// As the root layout does: controls act only once every part has hydrated.
function Page({ onPress }: { onPress: () => void }) {
  const hydrated = usePageHydrated();
  return (
    <fieldset disabled={!hydrated}>
      <List onPress={onPress} />
    </fieldset>
  );
}

// A labelled field, as the list filters are: the id it renders with must be the one the server wrote, since a
// hydrated page keeps the server's attributes and the field's later renders (an error's aria-describedby) use its own.
const renders: { label: string; id: string }[] = [];
const events: string[] = [];
function Field({ label }: { label: string }) {
  const id = useId();
  renders.push({ label, id });
  events.push(label);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

function Form() {
  return (
    <form>
      <Field label="Before" />
      <HydrateLater>
        <div>
          <Field label="Held" />
          <HydrateLater>
            <Field label="Held inside" />
          </HydrateLater>
        </div>
      </HydrateLater>
      <Field label="After" />
    </form>
  );
}

const container = document.createElement('div');

afterEach(() => {
  container.remove();
});

describe('HydrateLater', () => {
  it('keeps its server HTML through the first hydration and hydrates it in the next task, on the same elements', async () => {
    container.innerHTML = renderToString((<List onPress={() => undefined} />) as unknown as VNode);
    document.body.append(container);
    const [first, second] = [...container.querySelectorAll('button')];
    const pressed = vi.fn();

    hydrateInParts(() => hydrateRoot(container, <List onPress={pressed} />));
    first?.click();
    second?.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(second?.isConnected).toBe(true);

    await vi.waitFor(() => {
      second?.click();
      expect(pressed).toHaveBeenCalledTimes(2);
    });
    expect(container.querySelectorAll('button')[1]).toBe(second);
    expect(container.textContent).toBe('FirstSecond');
  });

  it('renders at once outside the first hydration', () => {
    const target = document.createElement('div');
    const pressed = vi.fn();
    createRoot(target).render(<List onPress={pressed} />);
    target.querySelectorAll('button')[1]?.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps the page disabled until the parts it held back have hydrated', async () => {
    container.innerHTML = renderToString((<Page onPress={() => undefined} />) as unknown as VNode);
    document.body.append(container);
    const fieldset = container.querySelector('fieldset');
    expect(fieldset).toBeDisabled();

    hydrateInParts(() => hydrateRoot(container, <Page onPress={() => undefined} />));
    await Promise.resolve();
    expect(fieldset).toBeDisabled();

    await vi.waitFor(() => expect(fieldset).toBeEnabled());
    expect(container.querySelector('fieldset')).toBe(fieldset);
  });

  it('holds a part inside a held-back part for a task of its own, and numbers ids as the server did', async () => {
    renders.length = 0;
    container.innerHTML = renderToString((<Form />) as unknown as VNode);
    document.body.append(container);
    const serverIds = Object.fromEntries(renders.map(({ label, id }) => [label, id]));
    expect(new Set(Object.values(serverIds)).size).toBe(4);
    for (const [label, id] of Object.entries(serverIds)) {
      expect(container.querySelector(`#${id}`)?.previousSibling?.textContent).toBe(label);
    }

    renders.length = 0;
    events.length = 0;
    hydrateInParts(() => hydrateRoot(container, <Form />));
    events.push('first task ends');
    // Queued after the outer part's task and before the one the inner part asks for while hydrating in it.
    setTimeout(() => events.push('outer part hydrated'), 0);
    await vi.waitFor(() => expect(events).toContain('Held inside'));

    expect(events).toEqual(['Before', 'After', 'first task ends', 'Held', 'outer part hydrated', 'Held inside']);
    expect(Object.fromEntries(renders.map(({ label, id }) => [label, id]))).toEqual(serverIds);
  });
});
