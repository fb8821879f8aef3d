import { AdminPage } from '#web/features/admin/pages/admin.tsx';
import { DisputeCaseDialog } from '#web/features/disputes/components/dispute-case-dialog.tsx';

// The admin panel's Disputes tab opens a case the disputes feature draws. A feature never imports another, so they
// are put together here.
export function AdminRoute() {
  return <AdminPage renderDisputeCase={(id, onClose) => <DisputeCaseDialog id={id} onClose={onClose} />} />;
}
