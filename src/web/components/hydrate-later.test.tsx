import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInParts } from '#web/components/hydrate-later.tsx';

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
});
