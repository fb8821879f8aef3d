import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// react-router's package exports point at its development build only (its own Vite plugin swaps in the
// production one); a production build of ours takes the production files, without dev-only checks and warnings.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode, command }) => {
  // The API's port may come from .env, like the server's other settings.
  const apiPort = loadEnv(mode, projectRoot, '').PORT || '3000';
  return {
    root: fileURLToPath(new URL('./src/web', import.meta.url)),
    // .env lives at the project root, beside the server's variables.
    envDir: projectRoot,
    publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
    plugins: [react(), tailwindcss()],
    resolve: {
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : [],
    },
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
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
