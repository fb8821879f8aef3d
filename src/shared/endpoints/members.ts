// Public member profiles: who a member is, how they are rated and what they have live.
import { endpoint, idParams } from '../endpoint.ts';
import { memberProfileSchema, memberReviewPageSchema } from '../schemas/members.ts';
import { pagingQuerySchema } from '../schemas/paging.ts';

const memberNotFound = 'Member not found';

export const membersEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/members/:id',
    tag: 'members',
    summary: "A member's public profile: rating, completed deals, response time and live listings",
    access: 'visitor',
    params: idParams,
    notFound: memberNotFound,
    responses: { 200: memberProfileSchema },
  }),
  reviews: endpoint({
    method: 'GET',
    path: '/members/:id/reviews',
    tag: 'members',
    summary: "Every review of the member, newest first, with the deal's listing",
    access: 'visitor',
    params: idParams,
    notFound: memberNotFound,
    query: pagingQuerySchema,
    responses: { 200: memberReviewPageSchema },
  }),
};
