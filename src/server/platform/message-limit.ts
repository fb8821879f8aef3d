// One budget of messages per member, whichever way they send one: a conversation, a proposal's message box, or
// starting a conversation. Routes opt in with `config: { sendsMessage: true }`; a per-route limit would let a member
// send the limit on each route.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyContextConfig {
    /** Counts against the member's shared message limit (messageLimitPerMinute). */
    sendsMessage?: boolean;
  }
}

export const messageLimitPerMinute = 30;

export function registerMessageLimit(app: FastifyInstance): void {
  const checkMessageLimit = app.createRateLimit({
    max: messageLimitPerMinute,
    timeWindow: 60_000,
    // Per member, not per address: members behind one address (an office) do not share a budget.
    keyGenerator: (request) => `message:${request.member?.id ?? request.ip}`,
  });

  // After the guards (401 first) and validation, so a refused or malformed request spends nothing.
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.sendsMessage) return;
    const limit = await checkMessageLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('RATE_LIMITED', 'You are sending messages too quickly. Please wait a minute and try again.');
    }
  });
}
