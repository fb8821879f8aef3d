import type { FastifyInstance } from 'fastify';
import { membersEndpoints as endpoints } from '#shared/endpoints/members.ts';
import { route } from '../../platform/route.ts';
import { profileAbilities } from './policy.ts';
import { presentMemberProfile, presentMemberReview } from './present.ts';
import { listMemberReviews, readMemberProfile } from './service.ts';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.profile, async (request) => {
    const profile = await readMemberProfile(app.ctx.db, request.params.id, request.member, new Date(app.ctx.clock()));
    return { ...presentMemberProfile(profile), can: profileAbilities(request.member, profile.member) };
  });

  route(app, endpoints.reviews, async (request) => {
    const { rows, total } = await listMemberReviews(app.ctx.db, request.params.id, request.member, request.query);
    return { items: rows.map(presentMemberReview), total, page: request.query.page, pageSize: request.query.pageSize };
  });
}
