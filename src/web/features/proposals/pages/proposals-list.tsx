import { useIntl } from 'react-intl';
import { SubmitListingLink } from '#web/components/list/submit-listing-link.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { MemberOnly } from '#web/features/proposals/components/member-only.tsx';
import { ProposalList } from '#web/features/proposals/components/proposal-list.tsx';

/** /proposals: the member's own proposals, sent and received together, newest first, with the shared list UI. */
export function ProposalsListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageMeta
        title={intl.formatMessage({ id: 'proposals.listPage.title' })}
        description={intl.formatMessage({ id: 'proposals.listPage.description' })}
      />
      <MemberOnly
        signedOutTitle={intl.formatMessage({ id: 'proposals.listPage.signedOutTitle' })}
        signedOutMessage={intl.formatMessage({ id: 'proposals.listPage.signedOutText' })}
      >
        <ProposalsContent />
      </MemberOnly>
    </PageContainer>
  );
}

function ProposalsContent() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'proposals.listPage.title' })}
        description={intl.formatMessage({ id: 'proposals.listPage.description' })}
      >
        <SubmitListingLink />
      </PageHeader>
      <div className="mt-8">
        <ProposalList box="all" label={intl.formatMessage({ id: 'proposals.listPage.listLabel' })} />
      </div>
    </>
  );
}
