// Proposals and the deals they become: sending one on a listing, the two parties' lists and details, the
// decisions, delivery and completion, reviews, and a message to the other party.
import type { FastifyInstance } from 'fastify';
import { proposalsEndpoints as endpoints } from '#shared/endpoints/proposals.ts';
import { route } from '../../platform/route.ts';
import { findCompletedDeals } from './completed.ts';
import { presentProposal } from './present.ts';
import { createProposal, findMyPendingProposal, findProposalForMember, findProposalsForMember } from './service.ts';
import { messageOtherParty, reviewProposal, takeDealAction } from './transitions.ts';

export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.create, async ({ member, params, body }) =>
    presentProposal(await createProposal(app.ctx, member, params.id, body), member),
  );

  route(app, endpoints.myPending, async ({ member, params }) => {
    const pending = await findMyPendingProposal(app.ctx.db, member, params.id);
    return { pending: pending ? { id: pending.id, createdAt: pending.createdAt.toISOString() } : null };
  });

  route(app, endpoints.list, async ({ member, query }) => {
    const { items, total } = await findProposalsForMember(app.ctx.db, member, query);
    return {
      items: items.map((item) => presentProposal(item, member)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  route(app, endpoints.detail, async ({ member, params }) =>
    presentProposal(await findProposalForMember(app.ctx.db, member, params.id), member),
  );

  // Each move of the deal process (process.ts) has its own endpoint.
  const moves = {
    accept: endpoints.accept,
    decline: endpoints.decline,
    cancel: endpoints.cancel,
    deliver: endpoints.deliver,
    complete: endpoints.complete,
    'decline-cancellation': endpoints.declineCancellation,
    'agree-cancellation': endpoints.agreeCancellation,
  } as const;
  for (const [name, endpoint] of Object.entries(moves) as [keyof typeof moves, (typeof moves)[keyof typeof moves]][]) {
    route(app, endpoint, async ({ member, params }) =>
      presentProposal(await takeDealAction(app.ctx, member, params.id, name), member),
    );
  }
  const reasonedMoves = {
    'request-cancellation': endpoints.requestCancellation,
    'cancel-deal': endpoints.cancelDeal,
  } as const;
  for (const [name, endpoint] of Object.entries(reasonedMoves) as [
    keyof typeof reasonedMoves,
    (typeof reasonedMoves)[keyof typeof reasonedMoves],
  ][]) {
    route(app, endpoint, async ({ member, params, body }) =>
      presentProposal(await takeDealAction(app.ctx, member, params.id, name, body.reason), member),
    );
  }

  route(app, endpoints.review, async ({ member, params, body }) =>
    presentProposal(await reviewProposal(app.ctx, member, params.id, body), member),
  );

  route(app, endpoints.message, async ({ member, params, body }) =>
    messageOtherParty(app.ctx, member, params.id, body.content),
  );

  route(app, endpoints.completedDeals, async ({ member }) => {
    const { items, earnedCashCents, earnedCoins } = await findCompletedDeals(app.ctx.db, member);
    return { items: items.map((item) => presentProposal(item, member)), earnedCashCents, earnedCoins };
  });
}
