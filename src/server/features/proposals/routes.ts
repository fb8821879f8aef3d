// Proposals and the deals they become: sending one on a listing, the two parties' lists and details, the
// decisions, delivery and completion, reviews, and a message to the other party.
import type { FastifyInstance } from 'fastify';
import { proposalsEndpoints as endpoints } from '#shared/endpoints/proposals.ts';
import type { Member } from '../../platform/guards.ts';
import { route } from '../../platform/route.ts';
import { findCompletedDeals } from './completed.ts';
import type { DealTransitionName, MoveInput } from '../deals/service.ts';
import { presentProposal } from './present.ts';
import {
  createProposal,
  findMyPendingProposal,
  findProposalForMember,
  findProposalsBetween,
  findProposalsForMember,
  messageOtherParty,
  reviewProposal,
  takeDealAction,
} from './service.ts';

export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  // The app's clock, as the services read it: the dispute window's flag agrees with what they allow.
  const now = () => new Date(app.ctx.clock());

  route(app, endpoints.create, async ({ member, params, body }) =>
    presentProposal(await createProposal(app.ctx, member, params.id, body), member, now()),
  );

  route(app, endpoints.myPending, async ({ member, params }) => {
    const pending = await findMyPendingProposal(app.ctx.db, member, params.id);
    return { pending: pending ? { id: pending.id, createdAt: pending.createdAt.toISOString() } : null };
  });

  route(app, endpoints.list, async ({ member, query }) => {
    const { items, total } = await findProposalsForMember(app.ctx.db, member, query);
    return {
      items: items.map((item) => presentProposal(item, member, now())),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  route(app, endpoints.detail, async ({ member, params }) =>
    presentProposal(await findProposalForMember(app.ctx.db, member, params.id), member, now()),
  );

  // Each move of the deal process (deals/process.ts) has its own endpoint; two take the member's reason.
  const move = async (member: Member, id: string, name: DealTransitionName, input?: MoveInput) =>
    presentProposal(await takeDealAction(app.ctx, member, id, name, input), member, now());
  route(app, endpoints.accept, ({ member, params, body }) => move(member, params.id, 'accept', body));
  route(app, endpoints.decline, ({ member, params, body }) => move(member, params.id, 'decline', body));
  route(app, endpoints.counter, ({ member, params, body }) =>
    move(member, params.id, 'counter', { counter: body, version: body.version }),
  );
  route(app, endpoints.cancel, ({ member, params }) => move(member, params.id, 'cancel'));
  route(app, endpoints.deliver, ({ member, params }) => move(member, params.id, 'deliver'));
  route(app, endpoints.complete, ({ member, params }) => move(member, params.id, 'complete'));
  route(app, endpoints.requestCancellation, ({ member, params, body }) =>
    move(member, params.id, 'request-cancellation', { reason: body.reason }),
  );
  route(app, endpoints.declineCancellation, ({ member, params }) => move(member, params.id, 'decline-cancellation'));
  route(app, endpoints.agreeCancellation, ({ member, params }) => move(member, params.id, 'agree-cancellation'));
  route(app, endpoints.cancelDeal, ({ member, params, body }) =>
    move(member, params.id, 'cancel-deal', { reason: body.reason }),
  );

  route(app, endpoints.review, async ({ member, params, body }) =>
    presentProposal(await reviewProposal(app.ctx, member, params.id, body), member, now()),
  );

  route(app, endpoints.message, async ({ member, params, body }) =>
    messageOtherParty(app.ctx, member, params.id, body.content),
  );

  route(app, endpoints.betweenMembers, async ({ member, params }) => {
    const items = await findProposalsBetween(app.ctx.db, member, params.id);
    return { items: items.map((item) => presentProposal(item, member, now())) };
  });

  route(app, endpoints.completedDeals, async ({ member }) => {
    const { items, earnedCashCents, earnedCoins } = await findCompletedDeals(app.ctx.db, member);
    return { items: items.map((item) => presentProposal(item, member, now())), earnedCashCents, earnedCoins };
  });
}
