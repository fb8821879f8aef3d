// What this device remembers about the session (spec section 3, device-kept data): the last activity time and
// who was signed in. localStorage is shared by the tabs of one browser, so activity in any tab counts and a
// sign-in or sign-out in one tab reaches the others through the storage event.

export const lastActivityKey = 'last-activity';
export const authStateKey = 'auth-state';

export type DeviceAuthState = { userId: string; email: string };

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, strict settings); the session then simply is not remembered.
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Same as above: without storage the page still works for this visit.
  }
}

export function readLastActivity(): number | null {
  const value = Number(readItem(lastActivityKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeLastActivity(time: number): void {
  writeItem(lastActivityKey, String(time));
}

export function readAuthState(): DeviceAuthState | null {
  const text = readItem(authStateKey);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, email } = value as Record<string, unknown>;
    return typeof userId === 'string' && typeof email === 'string' ? { userId, email } : null;
  } catch {
    return null;
  }
}

export function writeAuthState(state: DeviceAuthState | null): void {
  writeItem(authStateKey, state ? JSON.stringify(state) : null);
}

/** Forced sign-out clears what the device kept about the session (spec section 4). */
export function clearDeviceSession(): void {
  writeAuthState(null);
  writeItem(lastActivityKey, null);
}
