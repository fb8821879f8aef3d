import type { AdminSupportRequest } from '#shared/schemas/admin.ts';
import type { AdminSupportRow } from './admin-requests.ts';

export function presentAdminSupportRequest(row: AdminSupportRow): AdminSupportRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    helpType: row.helpType,
    comments: row.comments,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
