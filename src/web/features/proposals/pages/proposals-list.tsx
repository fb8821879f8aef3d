import { SubmitListingLink } from '#web/components/list/submit-listing-link.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { MemberOnly } from '#web/features/proposals/components/member-only.tsx';
import { ProposalList } from '#web/features/proposals/components/proposal-list.tsx';

const description = 'The proposals you have sent and received on listings.';

/** /proposals: the member's own proposals, sent and received together, newest first, with the shared list UI. */
export function ProposalsListPage() {
  return (
    <PageContainer>
      <PageMeta title="Proposals" description={description} />
      <MemberOnly signedOutTitle="Sign In Required" signedOutMessage="Please sign in to view your proposals.">
        <ProposalsContent />
      </MemberOnly>
    </PageContainer>
  );
}

function ProposalsContent() {
  return (
    <>
      <PageHeader title="Proposals" description={description}>
        <SubmitListingLink />
      </PageHeader>
      <div className="mt-8">
        <ProposalList box="all" label="Your proposals" />
      </div>
    </>
  );
}
