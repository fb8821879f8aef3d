import { ServiceListPage } from '#web/features/marketplace/pages/browse.tsx';

export function ServicesPage() {
  return <ServiceListPage title="Services" />;
}
