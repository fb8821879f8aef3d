// The OpenAPI document (GET /api/openapi.json, the page at /api/docs), generated from the routes' own schemas. Each
// operation gets an id made of its method and path, its summary as its description, and, when the route needs a
// signed-in member, the session cookie as its security.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieName } from './auth.ts';

const tags = [
  { name: 'system', description: 'Health and the public platform settings' },
  { name: 'accounts', description: 'Sign-up, sign-in, password, email verification, profile and devices' },
  { name: 'offers', description: 'Listings: the public lists, a listing, the owner’s own, and moderation' },
  { name: 'members', description: 'Public member profiles and their reviews' },
  { name: 'proposals', description: 'Proposals on listings and the deals they become' },
  { name: 'messaging', description: 'Conversations between members, and reports of messages' },
  { name: 'notifications', description: 'The bell: in-app notifications' },
  { name: 'events', description: 'The live event stream (Server-Sent Events)' },
  { name: 'wallet', description: 'Balances, Dragon Coin purchases, conversions, withdrawals and the ledger' },
  { name: 'dashboard', description: 'The member dashboard’s figures' },
  { name: 'feedback', description: 'Member feedback' },
  { name: 'support', description: 'Get Help requests' },
  { name: 'uploads', description: 'Listing and profile pictures' },
  { name: 'settings', description: 'Public settings' },
  { name: 'admin', description: 'The admin panel: settings, stats and the audit log' },
];

const sessionCookie = 'sessionCookie';

/** `GET /api/admin/offers/:id/approve` -> `getAdminOffersIdApprove`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/\-_:]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

export function openapiOptions(appUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Dragon Market API',
        version: '0.1.0',
        description:
          'The API of Dragon Market, a community services marketplace. Errors share one envelope: ' +
          '{ error: { code, message, fields } }.',
        contact: { name: 'Dragon Market', url: appUrl },
      },
      servers: [{ url: appUrl }],
      tags,
      components: {
        securitySchemes: { [sessionCookie]: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
      const described = schema as { summary?: string; description?: string; operationId?: string };
      const access = (input.route.config as { access?: string } | undefined)?.access;
      return {
        url,
        schema: {
          ...schema,
          operationId: described.operationId ?? operationIdOf(method, input.url),
          description: described.description ?? described.summary,
          ...(access ? { security: [{ [sessionCookie]: [] }] } : {}),
        },
      };
    },
  };
}
