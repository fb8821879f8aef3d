export * from './disputes.ts';
export * from './messaging.ts';
export * from './money.ts';
export * from './offers.ts';
export * from './platform.ts';
export * from './users.ts';
export * from './throttle.ts';
export * from './discovery.ts';
