import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ServiceListPage } from '#web/features/marketplace/pages/browse.tsx';

export function ServicesPage({ actions }: { actions?: ReactNode }) {
  const intl = useIntl();
  return <ServiceListPage title={intl.formatMessage({ id: 'marketplace.services.title' })} actions={actions} />;
}
