import { AsyncLocalStorage } from 'node:async_hooks';

// The server render's stand-in for src/web/lib/api-transport.ts: each render runs its reads through the fetch its
// request was given (the server's own routes, in process, as a visitor), so two renders at once never mix.
type Send = (url: string, init: RequestInit) => Promise<Response>;

const renderTransport = new AsyncLocalStorage<Send>();

export function sendApiRequest(url: string, init: RequestInit): Promise<Response> {
  const send = renderTransport.getStore();
  if (!send) return Promise.reject(new Error('An API read outside a server render has nowhere to go'));
  return send(url, init);
}

export function runWithApiTransport<T>(send: Send, render: () => Promise<T>): Promise<T> {
  return renderTransport.run(send, render);
}
