import type { SupportRequestInput } from '#shared/schemas/support.ts';
import type { Database } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/index.ts';

/** Stores a Get Help request for the admins; a signed-in sender is linked to it. */
export async function createSupportRequest(db: Database, input: SupportRequestInput, userId: string | null) {
  const [row] = await db
    .insert(supportRequests)
    .values({ ...input, phone: input.phone || null, userId })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error('support request insert returned nothing');
  return row;
}
