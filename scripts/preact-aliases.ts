// The web app is written against React's API and runs on Preact's compatibility layer (decision 047): the browser
// build, the server render, `npm run dev` and the component tests all take react and react-dom from preact/compat,
// so what the tests render is what ships. React itself stays for the server's emails (@react-email/render).
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
