// The member's settings, read when an email is about to go (issue 34): nothing goes that they turned off, emails
// for a digest wait for it, quiet hours put emails off until they end, and every email gets its footer and
// List-Unsubscribe header (RFC 8058) for its own kinds. The account's own emails always go, at once.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EmailScreen } from '../../platform/email/worker.ts';
import { findQuietHoursEnd } from '../../platform/local-time.ts';
import { scheduleNoticeDigest } from './digest-schedule.ts';
import { digestTemplates, findEmailKinds } from './email-kinds.ts';
import { readChannelsByAddress } from './preferences.ts';
import { signKindsUnsubscribeToken } from './unsubscribe-token.ts';

export const notificationSettingsPath = '/dashboard/settings#notifications';

export function createEmailScreen(ctx: { db: Database; config: Config; clock: Clock }): EmailScreen {
  const { appUrl } = ctx.config;
  const settingsUrl = `${appUrl}${notificationSettingsPath}`;
  return async (email) => {
    const kinds = findEmailKinds(email.template, email.payload);
    if (kinds.length === 0) return { action: 'send', footer: { appUrl, settingsUrl, unsubscribeUrl: null, kinds: [] } };
    const channels = await readChannelsByAddress(ctx.db, email.toAddress);
    // The member is gone (their address changed or the account was deleted) since it was queued.
    if (!channels) return { action: 'skip' };
    const on = kinds.filter((kind) => channels.kinds[kind].email !== 'off');
    if (on.length === 0) return { action: 'skip' };
    const waitsForDigest = on.every((kind) => ['daily', 'weekly'].includes(channels.kinds[kind].email));
    if (waitsForDigest && !digestTemplates.has(email.template)) {
      return { action: 'hold', schedule: () => scheduleNoticeDigest(ctx, channels, on) };
    }
    const quietEnd = findQuietHoursEnd(ctx.clock(), channels.quiet);
    if (quietEnd !== null) return { action: 'defer', until: new Date(quietEnd) };
    const token = signKindsUnsubscribeToken(ctx, channels.userId, on);
    return {
      action: 'send',
      footer: {
        appUrl,
        settingsUrl,
        unsubscribeUrl: `${appUrl}/notifications/unsubscribe?token=${token}`,
        kinds: on,
      },
      headers: {
        'List-Unsubscribe': `<${appUrl}/api/notification-preferences/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
