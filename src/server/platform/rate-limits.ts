// The size and key of each rate-limit class an endpoint names (shared/endpoint.ts). Counted in the shared store
// (Redis or PostgreSQL), so every process of a cluster spends from one budget. 'message' is one budget across
// routes, checked by message-limit.ts.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RateLimitClass } from '#shared/endpoint.ts';
import type { AppContext } from '../context.ts';
import { AppError } from './errors.ts';

/** New verification links one member may ask for in 15 minutes. */
export const verificationResendsPerQuarterHour = 3;
export const feedbackPerHour = 10;
export const uploadsPerMinute = 30;
export const supportRequestsPerMinute = 5;

const perMember = (prefix: string) => (request: FastifyRequest) => `${prefix}:${request.member?.id ?? request.ip}`;

export function rateLimitOf(ctx: AppContext, rateClass: RateLimitClass | undefined): RateLimitOptions | undefined {
  switch (rateClass) {
    // Sign-in, sign-up and reset: per address.
    case 'auth':
      return { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
    // Enough for a lost email, too few to flood the member's inbox.
    case 'verify-resend':
      return {
        max: verificationResendsPerQuarterHour,
        timeWindow: 15 * 60_000,
        keyGenerator: perMember('verify-resend'),
      };
    // Against spam; counted after validation, so a rejected form costs nothing.
    case 'feedback':
      return {
        max: feedbackPerHour,
        timeWindow: 60 * 60_000,
        hook: 'preHandler',
        keyGenerator: perMember('feedback'),
        errorResponseBuilder: () =>
          new AppError(
            'RATE_LIMITED',
            'You have sent a lot of feedback in the last hour. Please wait a while and try again.',
          ),
      };
    case 'upload':
      return { max: uploadsPerMinute, timeWindow: 60_000 };
    case 'support':
      return { max: supportRequestsPerMinute, timeWindow: 60_000 };
    case 'message':
    case undefined:
      return undefined;
  }
}
