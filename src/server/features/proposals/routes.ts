// Proposals and the deals they become: sending one on a listing, the two parties' lists and details, the
// decisions, completion, reviews, and a message to the other party.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerIdParamsSchema } from '#shared/schemas/admin.ts';
import {
  createProposalSchema,
  type MyPendingProposal,
  proposalIdParamsSchema,
  proposalListQuerySchema,
  proposalMessageSchema,
  reviewSchema,
} from '#shared/schemas/proposals.ts';
import { requireMember } from '../../platform/guards.ts';
import { requireVerifiedMember } from '../../platform/guards.ts';
import { presentProposal } from './present.ts';
import { createProposal, findMyPendingProposal, findProposalForMember, findProposalsForMember } from './service.ts';
import { cancelProposal, completeProposal, decideProposal, messageOtherParty, reviewProposal } from './transitions.ts';
import { findCompletedDeals } from './completed.ts';

const tags = ['proposals'];

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/offers/:id/proposals',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Send a proposal on a live listing',
        params: offerIdParamsSchema,
        body: createProposalSchema,
      },
    },
    async (request, reply) => {
      const member = requireVerifiedMember(request);
      const created = await createProposal(app.ctx, member, request.params.id, request.body);
      return reply.status(201).send(presentProposal(created, member));
    },
  );

  app.get(
    '/offers/:id/my-proposal',
    {
      // Per member, so apart from the listing's public (cached) response.
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The signed-in member's pending proposal on a listing, or null",
        params: offerIdParamsSchema,
      },
    },
    async (request): Promise<MyPendingProposal> => {
      const pending = await findMyPendingProposal(app.ctx.db, requireMember(request), request.params.id);
      return { pending: pending ? { id: pending.id, createdAt: pending.createdAt.toISOString() } : null };
    },
  );

  app.get(
    '/proposals',
    {
      config: { access: 'member' },
      schema: { tags, summary: "The member's proposals, sent and received", querystring: proposalListQuerySchema },
    },
    async (request) => {
      const member = requireMember(request);
      const { items, total } = await findProposalsForMember(app.ctx.db, member, request.query);
      return {
        items: items.map((item) => presentProposal(item, member)),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/proposals/:id',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'One proposal, for its parties', params: proposalIdParamsSchema },
    },
    async (request) => {
      const member = requireMember(request);
      return presentProposal(await findProposalForMember(app.ctx.db, member, request.params.id), member);
    },
  );

  const actions = {
    accept: (member, id) => decideProposal(app.ctx, member, id, 'accept'),
    decline: (member, id) => decideProposal(app.ctx, member, id, 'decline'),
    cancel: (member, id) => cancelProposal(app.ctx, member, id),
    complete: (member, id) => completeProposal(app.ctx, member, id),
  } satisfies Record<string, (member: ReturnType<typeof requireMember>, id: string) => Promise<unknown>>;

  for (const [action, run] of Object.entries(actions)) {
    app.post(
      `/proposals/:id/${action}`,
      {
        config: { access: 'member' },
        schema: { tags, summary: `${action} a proposal`, params: proposalIdParamsSchema },
      },
      async (request) => {
        const member = requireMember(request);
        return presentProposal(await run(member, request.params.id), member);
      },
    );
  }

  app.post(
    '/proposals/:id/review',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Review the other party of a completed deal',
        params: proposalIdParamsSchema,
        body: reviewSchema,
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const reviewed = await reviewProposal(app.ctx, member, request.params.id, request.body);
      return reply.status(201).send(presentProposal(reviewed, member));
    },
  );

  app.post(
    '/proposals/:id/messages',
    {
      config: { access: 'member', sendsMessage: true },
      schema: { tags, summary: 'Message the other party', params: proposalIdParamsSchema, body: proposalMessageSchema },
    },
    async (request, reply) => {
      const sent = await messageOtherParty(
        app.ctx,
        requireVerifiedMember(request),
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/me/completed-deals',
    { config: { access: 'member' }, schema: { tags, summary: "The member's completed deals and coins earned" } },
    async (request) => {
      const member = requireMember(request);
      const { items, earnedCashCents, earnedCoins } = await findCompletedDeals(app.ctx.db, member);
      return { items: items.map((item) => presentProposal(item, member)), earnedCashCents, earnedCoins };
    },
  );
};
