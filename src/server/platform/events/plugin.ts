// Gives the app its event bus (app.events): listening starts when the app is ready and stops when it closes.
import type { FastifyInstance } from 'fastify';
import { createEventBus, type EventBus } from './bus.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyInstance {
    events: EventBus;
  }
}

export function registerEventBus(app: FastifyInstance): void {
  const bus = createEventBus({ database: app.deps.database, log: app.log });
  app.decorate('events', bus);
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', async () => bus.stop());
}
