// Settings → Notifications (issue 34): each kind × channel, quiet hours and the time zone they are read in. The form
// and the route share this schema.
import { z } from 'zod';
import { emailFrequencies, notificationKinds, urgentKinds } from '../notification-kinds.ts';

const clockTime = z
  .string({ error: 'Quiet hours need a start and an end time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Quiet hours times must read HH:MM');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const kindChannelsSchema = z.object({
  kind: z.enum(notificationKinds, { error: 'Unknown kind of notification' }),
  inApp: z.boolean({ error: 'In the app must be on or off' }),
  email: z.enum(emailFrequencies, { error: 'Email must be off, at once, daily or weekly' }),
  push: z.boolean({ error: 'Push must be on or off' }),
});

export const notificationPreferencesSchema = z
  .object({
    kinds: z.array(kindChannelsSchema).max(notificationKinds.length),
    quietHours: z
      .object({ start: clockTime, end: clockTime })
      .refine(({ start, end }) => start !== end, { message: 'Quiet hours must end at another time than they start' })
      .nullable(),
    timeZone: z
      .string({ error: 'Time zone is required' })
      .max(64, 'Time zone is not known')
      .refine(isTimeZone, 'Time zone is not known'),
  })
  .superRefine(({ kinds }, issues) => {
    const seen = new Set<string>();
    kinds.forEach((channels, index) => {
      if (seen.has(channels.kind)) {
        issues.addIssue({ code: 'custom', path: ['kinds', index, 'kind'], message: 'Each kind may appear once' });
      }
      seen.add(channels.kind);
      // What asks for a step soon would be stale in a digest.
      if (urgentKinds.includes(channels.kind) && (channels.email === 'daily' || channels.email === 'weekly')) {
        issues.addIssue({
          code: 'custom',
          path: ['kinds', index, 'email'],
          message: 'This kind of email goes at once or not at all',
        });
      }
    });
  });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const unsubscribeKindsSchema = z.object({
  kinds: z.array(z.enum(notificationKinds)),
  /** Whether the email of those kinds is still on (false once unsubscribed). */
  emailOn: z.boolean(),
});
export type UnsubscribeKinds = z.infer<typeof unsubscribeKindsSchema>;
