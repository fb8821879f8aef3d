import { useSyncExternalStore } from 'react';

// Light or dark. Without a stored choice ('system') the theme follows the system setting; a choice is kept on this
// device, and for members on their profile too (preferences.ts), so it follows them to a new device.
// theme-init.js applies the same rule before the first paint so the page never flashes.

export type Theme = 'light' | 'dark';
export type ThemePreference = Theme | 'system';

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

export function readThemePreference(): ThemePreference {
  return readStoredTheme() ?? 'system';
}

/** Keeps the choice on this device ('system' forgets it) and applies it at once. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, preference);
  } catch {
    // Not persisted, but the page still switches for this visit.
  }
  notifyListeners();
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

/** The theme in effect; the choice behind it is readThemePreference(). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, getTheme, () => 'light' as const);
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribeToTheme, readThemePreference, () => 'system' as const);
}
