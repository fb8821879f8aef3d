// Layer boundaries of DESIGN.md section 2, as one small ESLint rule:
// - src/shared imports only src/shared (and no Node built-ins: it runs in the browser too);
// - src/web and src/server never import each other;
// - on the web, a feature never imports another feature;
// - on the server, a feature may use another feature's service.ts and nothing else of it.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const aliases = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };

function resolveImport(fromFile, source) {
  for (const [alias, dir] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return path.join(root, dir, source.slice(alias.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return undefined;
}

function describe(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const layer = rel.match(/^src\/(shared|server|web)\//)?.[1];
  const feature = rel.match(/^src\/(?:server|web)\/features\/([^/]+)\//)?.[1];
  return { rel, layer, feature };
}

function check(context, node, source) {
  if (typeof source !== 'string') return;
  const from = describe(context.filename);
  if (!from.layer) return;
  if (from.layer === 'shared' && source.startsWith('node:')) {
    context.report({ node, message: 'src/shared runs in the browser too: no Node built-ins here.' });
    return;
  }
  const target = resolveImport(context.filename, source);
  if (!target) return;
  const to = describe(target);
  if (!to.layer || to.layer === from.layer) {
    if (to.layer === from.layer && from.feature && to.feature && from.feature !== to.feature) {
      if (from.layer === 'web') {
        context.report({
          node,
          message: `Web feature '${from.feature}' may not import feature '${to.feature}': move what they share to components/ or lib/.`,
        });
      } else if (!to.rel.endsWith(`/features/${to.feature}/service.ts`)) {
        context.report({
          node,
          message: `Server feature '${from.feature}' may only use '${to.feature}/service.ts', not ${path.basename(to.rel)}.`,
        });
      }
    }
    return;
  }
  if (to.layer !== 'shared') {
    context.report({ node, message: `src/${from.layer} may not import src/${to.layer} (only src/shared is common).` });
  }
}

export const boundaries = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          ImportDeclaration: (node) => check(context, node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(context, node, node.source.value),
          ExportAllDeclaration: (node) => check(context, node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(context, node, node.source.value),
        };
      },
    },
  },
};
