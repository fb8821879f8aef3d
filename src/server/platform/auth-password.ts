// What follows any password change, by reset or from the settings: outstanding reset links stop working and the
// member is told by email, so a change they did not make does not go unnoticed.
import { and, eq, like, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { verifications } from '../db/schema/index.ts';
import { enqueueEmail } from './email/outbox.ts';

const resetIdentifier = (token: string) => `reset-password:${token}`;

/** Voids every reset link of the member, or every one but `keepToken` (the link just sent). */
export async function voidPasswordResetLinks(db: Executor, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, 'reset-password:%'),
        keepToken ? ne(verifications.identifier, resetIdentifier(keepToken)) : undefined,
      ),
    );
}

export async function queuePasswordChangedEmail(
  db: Executor,
  user: { email: string; name: string },
  appUrl: string,
): Promise<void> {
  await enqueueEmail(db, {
    to: user.email,
    template: 'password_changed',
    payload: { fullName: user.name, appUrl },
  });
}
