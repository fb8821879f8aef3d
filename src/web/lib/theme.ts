import { useSyncExternalStore } from 'react';

// Light or dark. Without a stored choice the theme follows the system setting; a choice made with the toggle is
// kept on this device. public/theme-init.js applies the same rule before the first paint so the page never flashes.

export type Theme = 'light' | 'dark';

const storageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (private mode, strict cookie settings); the system setting still applies.
    return null;
  }
}

function readSystemTheme(): Theme {
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

function getTheme(): Theme {
  return readStoredTheme() ?? readSystemTheme();
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

function notifyListeners(): void {
  applyTheme(getTheme());
  for (const listener of listeners) listener();
}

function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Not persisted, but the page still switches for this visit.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribeToTheme(listener: () => void): () => void {
  const media = window.matchMedia(darkQuery);
  // The system setting can change while the page is open, and another tab can store a new choice. The window
  // listeners are shared, so they are added with the first subscriber and removed with the last.
  if (listeners.size === 0) {
    media.addEventListener('change', notifyListeners);
    window.addEventListener('storage', notifyListeners);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      media.removeEventListener('change', notifyListeners);
      window.removeEventListener('storage', notifyListeners);
    }
  };
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, getTheme, () => 'light' as const);
  return {
    theme,
    setTheme,
    toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
  };
}
