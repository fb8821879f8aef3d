import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { boundaries } from './eslint-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..');
const file = (rel) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('boundaries/layers', boundaries.rules.layers, {
  valid: [
    { filename: file('src/web/features/wallet/pages/wallet.tsx'), code: "import { x } from '#shared/constants.ts';" },
    { filename: file('src/web/features/wallet/pages/wallet.tsx'), code: "import { y } from '../api.ts';" },
    { filename: file('src/web/features/wallet/pages/wallet.tsx'), code: "import { z } from '#web/lib/api-client.ts';" },
    { filename: file('src/server/features/proposals/service.ts'), code: "import { a } from '../wallet/service.ts';" },
    { filename: file('src/server/app.ts'), code: "import { r } from './features/wallet/routes.ts';" },
    { filename: file('src/shared/currency.ts'), code: "import { c } from './constants.ts';" },
    { filename: file('src/server/main.ts'), code: "import fs from 'node:fs';" },
  ],
  invalid: [
    {
      filename: file('src/web/features/wallet/pages/wallet.tsx'),
      code: "import { h } from '#web/features/messaging/api.ts';",
      errors: [{ message: /Web feature 'wallet' may not import feature 'messaging'/ }],
    },
    {
      filename: file('src/web/lib/api-client.ts'),
      code: "import { e } from '../../server/platform/errors.ts';",
      errors: [{ message: 'src/web may not import src/server (only src/shared is common).' }],
    },
    {
      filename: file('src/server/features/proposals/service.ts'),
      code: "import { p } from '#server/features/wallet/present.ts';",
      errors: [{ message: /may only use 'wallet\/service.ts', not present.ts/ }],
    },
    {
      filename: file('src/server/features/proposals/routes.ts'),
      code: "const m = await import('#web/app/paths.ts');",
      errors: [{ message: 'src/server may not import src/web (only src/shared is common).' }],
    },
    {
      filename: file('src/shared/format.ts'),
      code: "import fs from 'node:fs';",
      errors: [{ message: 'src/shared runs in the browser too: no Node built-ins here.' }],
    },
    {
      filename: file('src/shared/format.ts'),
      code: "export { db } from '#server/db/client.ts';",
      errors: [{ message: 'src/shared may not import src/server (only src/shared is common).' }],
    },
  ],
});
