// The admin audit log. Callers write the entry inside the transaction of the change it records, so the log never
// claims a change that rolled back, nor misses one that committed.
import type { AuditAction } from '#shared/constants.ts';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  actorId: string;
  action: AuditAction;
  targetType: string;
  targetId?: string;
  details?: object;
};

export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}
