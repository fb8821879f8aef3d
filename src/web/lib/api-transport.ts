// Where the api client's requests go: in the browser, over the network. A server render is built with
// src/web/ssr/api-transport.ts in this module's place (vite.config.ts), which answers from the server in process.
export const sendApiRequest = (url: string, init: RequestInit): Promise<Response> => fetch(url, init);
