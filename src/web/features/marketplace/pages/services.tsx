import type { ReactNode } from 'react';
import { ServiceListPage } from '#web/features/marketplace/pages/browse.tsx';

export function ServicesPage({ actions }: { actions?: ReactNode }) {
  return <ServiceListPage title="Services" actions={actions} />;
}
