// Security headers (CSP, HSTS, nosniff, referrer policy and helmet's other defaults) on every response. They do not
// depend on the request, so helmet is asked for them once at start: @fastify/helmet built its middleware again,
// parsing the whole policy, for every request, a seventh of the server's CPU on a cached list response
// (docs/performance.md, 'Cached anonymous reads').
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type SecurityHeaderOptions = {
  /** Served over HTTPS: HSTS and upgrade-insecure-requests are sent. */
  secure: boolean;
  /** Origins pictures may come from besides the site itself (the storage's, when it redirects). */
  imageOrigins: string[];
  /** The scripts index.html carries inline (findInlineScripts): allowed by their hashes, and no other. */
  inlineScripts: string[];
};

/** The bodies of index.html's inline scripts (`<script>` without attributes; data blocks have a type and never run). */
export function findInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export type SecurityHeaders = Record<string, string>;

/** The headers helmet sets for this policy, by name. */
export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const headers: SecurityHeaders = {};
  // Helmet's middleware only sets and removes headers on the response; these two collect them.
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScripts.map(hashSource)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.secure ? [] : null,
      },
    },
    strictTransportSecurity: options.secure,
  });
  // Helmet 8 throws rather than passing errors on, and a fixed policy has none to pass.
  applyHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    done();
  });
}
