import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavouriteButton } from '#web/components/favourite-button.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import english from 'virtual:messages/en';

// In English, as the app renders it (test/render.tsx).
const inEnglish = (ui: ReactNode) => <I18nProvider initial={{ locale: 'en', messages: english }}>{ui}</I18nProvider>;

const container = document.createElement('div');

afterEach(() => {
  container.remove();
});

describe('FavouriteButton', () => {
  it("fills a kept heart that hydrates over the server's empty one", async () => {
    // The server's HTML: every heart empty.
    const server = document.createElement('div');
    createRoot(server).render(inEnglish(<FavouriteButton favourited={false} onPress={() => undefined} />));
    await vi.waitFor(() => expect(server.querySelector('button')).not.toBeNull());
    container.innerHTML = server.innerHTML;
    document.body.append(container);
    const heart = container.querySelector('button');
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    const pressed = vi.fn();
    hydrateRoot(container, inEnglish(<FavouriteButton favourited onPress={pressed} />));

    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Remove from favourites');
    heart?.click();
    expect(pressed).toHaveBeenCalledWith(false);
  });
});
