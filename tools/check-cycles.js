// Fails when any module in src imports itself again through others (issue 32: no import cycles anywhere).
// Type-only and dynamic imports count too: a type cycle still ties two modules' designs together, and a dynamic
// import is how a runtime cycle gets hidden. TypeScript's own pre-processor lists each file's imports, so the
// whole tree is read in about a second, where madge and eslint's import/no-cycle take a minute or more.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const aliases = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };

function listSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(fromFile, source) {
  for (const [alias, dir] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return path.join(root, dir, source.slice(alias.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return undefined;
}

/** Each file's imports of other files in src, from `import`, `export ... from` and `import()` alike. */
function readGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target) => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components, iterative (no recursion limit); any component of two or more is a cycle. */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node);
      if (frame.edge < targets.length) {
        const target = targets[frame.edge];
        frame.edge += 1;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1) cycles.push(component);
    }
  }
  return cycles;
}

/** One concrete loop through the component, for the message: follow edges inside it until a file repeats. */
function traceLoop(graph, component) {
  const inside = new Set(component);
  const seen = new Map();
  const trail = [];
  let node = component[0];
  while (!seen.has(node)) {
    seen.set(node, trail.length);
    trail.push(node);
    node = graph.get(node).find((target) => inside.has(target));
  }
  return [...trail.slice(seen.get(node)), node];
}

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

const graph = readGraph(listSources(path.join(root, 'src')));
const cycles = findCycles(graph);
for (const component of cycles) {
  console.error(`Import cycle (${component.length} files): ${traceLoop(graph, component).map(relative).join(' -> ')}`);
}
if (cycles.length > 0) {
  console.error(
    `${cycles.length} import cycle(s) in src: break each by moving what both sides need to a third module.`,
  );
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files in src.`);
