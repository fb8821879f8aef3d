import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { preactAliases } from './scripts/preact-aliases.ts';
import { messageCatalogs } from './scripts/messages-plugin.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// react-router's package exports point at its development build only (its own Vite plugin swaps in the
// production one); a production build of ours takes the production files, without dev-only checks and warnings.
const fromRoot = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * What the first paint waits for goes in index.html itself: the theme script and, in a build, the stylesheet. Each
 * was a request of its own that blocked the paint, a round trip on a phone's network. What it need not wait for, the
 * app's scripts, a build moves into <template id="app-scripts"> for src/web/start-app.js to load once a server-
 * rendered page has painted. The server allows both scripts by their hashes (src/server/platform/security-headers.ts);
 * inline styles are allowed already.
 */
function inlineFirstPaintAssets(): Plugin {
  const themeScript = readFileSync(fromRoot('src/web/theme-init.js'), 'utf8').trim();
  const startScript = readFileSync(fromRoot('src/web/start-app.js'), 'utf8').trim();
  return {
    name: 'inline-first-paint-assets',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const withTheme = html.replace(
          '<script src="/theme-init.js"></script>',
          () => `<script>${themeScript}</script>`,
        );
        const withStyles = withTheme.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, file) => {
            const asset = bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
          },
        );
        if (!bundle) return withStyles;
        const appScripts: string[] = [];
        const withoutScripts = withStyles.replace(
          /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
          (tag) => {
            appScripts.push(tag.trim());
            return '';
          },
        );
        // Preloads first, so that Vite's preload helper finds them in the page when the entry script runs.
        appScripts.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
        const template = `<template id="app-scripts">${appScripts.join('')}</template>`;
        return withoutScripts.replace('</body>', () => `${template}<script>${startScript}</script></body>`);
      },
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // The API's port may come from .env, like the server's other settings.
  const apiPort = loadEnv(mode, projectRoot, '').PORT || '3000';
  return {
    root: fileURLToPath(new URL('./src/web', import.meta.url)),
    // .env lives at the project root, beside the server's variables.
    envDir: projectRoot,
    publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
    // Prefresh is Preact's Fast Refresh: an edited component re-renders in `npm run dev` keeping its state. Its
    // declared type wraps a promise in a promise; it resolves to a plugin. It assumes classic JSX unless told.
    plugins: [
      tailwindcss(),
      messageCatalogs({ webRoot: fromRoot('src/web'), split: command === 'build' && !isSsrBuild }),
      inlineFirstPaintAssets(),
      serviceWorker({ source: fromRoot('src/web/service-worker.js'), publicDir: fromRoot('src/web/public') }),
      ...(command === 'serve' ? [prefresh() as Promise<Plugin>] : []),
    ],
    ...(command === 'serve' ? { oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } } } : {}),
    resolve: {
      alias: [
        ...preactAliases,
        // Catalogs arrive parsed (scripts/messages-plugin.ts): the browser's bundle leaves the ICU parser out.
        ...(command === 'build' && !isSsrBuild
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: fromRoot('node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
              },
            ]
          : []),
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : []),
        // The server render reads from the server in process, not over the network (src/web/ssr/api-transport.ts).
        ...(isSsrBuild
          ? [{ find: /^#web\/lib\/api-transport\.ts$/, replacement: fromRoot('src/web/ssr/api-transport.ts') }]
          : []),
      ],
    },
    // The server render bundles its libraries rather than importing them at run time, so that they too get
    // Preact in place of React.
    ssr: { noExternal: true },
    // `vite build --ssr`: the server render of the public pages (src/web/entry-server.tsx), loaded by the server.
    build: isSsrBuild
      ? {
          outDir: fromRoot('dist/ssr'),
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: { input: fromRoot('src/web/entry-server.tsx') },
          copyPublicDir: false,
        }
      : {
          outDir: fromRoot('dist/web'),
          emptyOutDir: true,
          sourcemap: true,
          // dist/web/.vite/manifest.json: scripts/check-bundle-size.mjs reads it to find what each page loads.
          manifest: true,
        },
    server: {
      port: 5173,
      // In development the API runs on its own port; the SPA is served by Vite with HMR.
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  };
});
