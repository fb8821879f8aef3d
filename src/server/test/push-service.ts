// A push service on 127.0.0.1 for tests, in place of the browser vendors' (issue 34). It hands out subscriptions
// whose keys it holds, as a browser would, keeps what it is sent, decrypts it (RFC 8291's aes128gcm, written here
// apart from the library that encrypted it) and checks the VAPID signature (RFC 8292).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload's text, from a body the push service received for this subscription. */
  decrypt: (body: Buffer) => string;
};

export type TestPushService = {
  url: string;
  received: ReceivedPush[];
  subscribe: () => TestSubscription;
  /** The status the service answers from now on (201 by default; 410 when it has forgotten a subscription). */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
};

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    subscribe: () => createSubscription(`${url}/push/${randomUUID()}`),
    answerWith: (next) => {
      status = next;
    },
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}

function createSubscription(endpoint: string): TestSubscription {
  const browserKey = createECDH('prime256v1');
  const browserPublic = browserKey.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: browserPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => {
      // The header (RFC 8188): salt, record size, and the sender's one-off public key as the key id.
      const salt = body.subarray(0, 16);
      const keyIdLength = body.readUInt8(20);
      const senderPublic = body.subarray(21, 21 + keyIdLength);
      const record = body.subarray(21 + keyIdLength);
      const shared = browserKey.computeSecret(senderPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, senderPublic]);
      const inputKey = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any padding of zeros.
      const end = padded.lastIndexOf(2);
      if (end === -1) throw new Error('no record delimiter in the decrypted push');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a request's VAPID token (`vapid t=<JWT>, k=<public key>`), once its ES256 signature checks out. */
export function readVapidClaims(headers: IncomingHttpHeaders): { aud: string; sub: string; exp: number; key: string } {
  const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(headers.authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${headers.authorization}`);
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('the VAPID signature does not verify');
  }
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as object), key: match[2] } as {
    aud: string;
    sub: string;
    exp: number;
    key: string;
  };
}
