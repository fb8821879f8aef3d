// Disputes: a party opens one on a deal, adds to its case or withdraws it (answered with the proposal as they now see
// it); the admins' Disputes tab lists the cases, reads one, asks a party for more, and rules.
import type { FastifyInstance } from 'fastify';
import { disputesEndpoints as endpoints } from '#shared/endpoints/disputes.ts';
import type { ProposalView } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import type { Member } from '../../platform/guards.ts';
import { presentPage } from '../../platform/present-page.ts';
import { route } from '../../platform/route.ts';
import { askDisputeQuestion, findCase, findDisputesForAdmin, resolveDispute } from './desk.ts';
import { addDisputeEntry, openDispute, withdrawDispute } from './members.ts';
import { presentAdminDispute, presentDisputeCase } from './present-admin.ts';

export type DisputeRoutesOptions = {
  /**
   * The proposal as the member now sees it, which a party's move is answered with: proposals' reading, handed in by
   * buildApp, since proposals shows each deal's dispute and so uses this feature.
   */
  findDealView: (ctx: AppContext, member: Member, proposalId: string) => Promise<ProposalView>;
};

export async function disputeRoutes(app: FastifyInstance, { findDealView }: DisputeRoutesOptions): Promise<void> {
  // What the case allows now goes by the app's clock, as the services that refuse do.
  const now = () => new Date(app.ctx.clock());

  route(app, endpoints.open, async ({ member, params, body }) => {
    await openDispute(app.ctx, member, params.id, body);
    return findDealView(app.ctx, member, params.id);
  });

  route(app, endpoints.addEntry, async ({ member, params, body }) => {
    await addDisputeEntry(app.ctx, member, params.id, body);
    return findDealView(app.ctx, member, params.id);
  });

  route(app, endpoints.withdraw, async ({ member, params }) => {
    await withdrawDispute(app.ctx, member, params.id);
    return findDealView(app.ctx, member, params.id);
  });

  route(app, endpoints.list, async ({ query }) =>
    presentPage(await findDisputesForAdmin(app.ctx.db, query), query, presentAdminDispute),
  );

  route(app, endpoints.case, async ({ member, params }) =>
    presentDisputeCase(await findCase(app.ctx.db, params.id), member, now()),
  );

  route(app, endpoints.ask, async ({ member, params, body }) =>
    presentDisputeCase(await askDisputeQuestion(app.ctx, member, params.id, body), member, now()),
  );

  route(app, endpoints.resolve, async ({ member, params, body }) =>
    presentDisputeCase(await resolveDispute(app.ctx, member, params.id, body), member, now()),
  );
}
