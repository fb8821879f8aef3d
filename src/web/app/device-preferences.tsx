import { useProfilePreferencesOnDevice } from '#web/lib/preferences.ts';

/** Keeps this device's theme and currency in step with the signed-in member's profile (lib/preferences.ts). */
export function DevicePreferences() {
  useProfilePreferencesOnDevice();
  return null;
}
