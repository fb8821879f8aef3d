import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';

const description = 'An overview of your earnings, coins, offers and recent activity.';

export function DashboardHomePage() {
  return (
    <PageContainer>
      <PageMeta title="Dashboard" description={description} />
      <PageHeader title="Dashboard" description={description}>
        <Button asChild>
          <Link to={paths.dashboard.createOffer({ type: 'service' })}>
            <Plus aria-hidden="true" />
            Submit New Listing
          </Link>
        </Button>
      </PageHeader>
    </PageContainer>
  );
}
