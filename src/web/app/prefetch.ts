import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a server render reads before it renders a public page: the queries the page shows, put into the render's
 * query cache with the same options as the page's hooks, so the page renders them at once and the browser's
 * first render, from the same cache, matches it.
 */
export type Prefetch = (input: { queryClient: QueryClient; params: Params; url: URL }) => Promise<unknown>;

/** A public page's lazy module: the page, and what its server render reads first. */
export type PublicPageModule = { Component: React.ComponentType; prefetch?: Prefetch | undefined };
