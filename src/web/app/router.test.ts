import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageHandle, routes } from '#web/app/router.tsx';

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('the public pages', () => {
  it("each names the module its loader imports, so the server preloads the page's own chunks", async () => {
    const pages: string[] = [];
    for (const route of flatten(routes)) {
      if (typeof route.lazy !== 'function') continue;
      const loaded = (await route.lazy()) as { Component?: unknown; handle?: PageHandle };
      if (!loaded.handle?.serverRendered) continue;
      const module = (await import(/* @vite-ignore */ loaded.handle.source)) as Record<string, unknown>;
      expect(Object.values(module), `${route.path} imports ${loaded.handle.source}`).toContain(loaded.Component);
      pages.push(route.path ?? '');
    }
    expect(pages).toContain('/browse');
    expect(pages).toContain('/listing/:id');
    expect(pages.length).toBeGreaterThanOrEqual(14);
  });
});
