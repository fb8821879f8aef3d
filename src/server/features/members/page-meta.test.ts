import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Dragon Market – Where Community Meets Commerce</title>
    <meta name="description" content="The default description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'market-member-meta-'));
  await writeFile(path.join(webRoot, 'index.html'), indexHtml);
  t = await createTestApp({ webRoot, env: { APP_URL: 'https://market.example.com' } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe("a member profile's page HTML", () => {
  it("carries the member's name, bio and picture for link previews, and preloads the profile", async () => {
    const member = await createUser(t.db, {
      fullName: 'Grace Provider',
      bio: 'Logos and brand kits.',
      profilePictureUrl: '/uploads/ab/grace.webp',
    });
    const html = await page(`/members/${member.id}`);
    expect(html).toContain('<title>Grace Provider · Dragon Market</title>');
    expect(html).toContain('content="Logos and brand kits."');
    expect(html).toContain('https://market.example.com/uploads/ab/grace.webp');
    expect(html).toContain(`href="/api/members/${member.id}"`);
    expect(html).not.toContain(member.email);
    // For search engines: a person, with their page's address.
    expect(html).toContain(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Grace Provider",` +
        `"url":"https://market.example.com/members/${member.id}","description":"Logos and brand kits.",` +
        `"image":"https://market.example.com/uploads/ab/grace.webp"}</script>`,
    );
  });

  it('says nothing of a suspended or unknown member', async () => {
    const suspended = await createUser(t.db, { fullName: 'Sam Suspended', status: 'suspended' });
    for (const id of [suspended.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const html = await page(`/members/${id}`);
      expect(html, id).toContain('The default description.');
      expect(html, id).not.toContain('Sam Suspended');
    }
  });
});
