// The server's texts people read (decision 057): the spec's validation messages in the shared schemas, the errors
// the server answers, and the notifications it writes. Their English stays in the code, where the spec quotes it;
// src/shared/texts/<locale>.json translate each one, keyed by its English, with {name} for what the code fills in.
//
// `node scripts/extract-texts.mjs` checks that every locale translates exactly the texts the code holds (in lint);
// `--write` adds the new ones to each locale, empty for a translator, and drops the ones the code no longer holds.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const textsDir = path.join(root, 'src/shared/texts');
const locales = ['es', 'fr', 'de', 'ar'];
const errorFactories = new Set(['AppError', 'badRequest', 'conflict', 'notFound', 'forbidden', 'unauthorized']);
const notifiers = new Set(['createNotification', 'upsertConversationNotification']);
// Calls whose text is for developers (OpenAPI descriptions), not for members.
const developerCalls = new Set(['describe', 'meta']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(child);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

/** A text as the catalogs key it: a template's ${...} become {name}, named after what fills them. */
function patternOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  const used = new Map();
  let pattern = node.head.text;
  for (const span of node.templateSpans) {
    const expression = span.expression;
    let name = ts.isIdentifier(expression)
      ? expression.text
      : ts.isPropertyAccessExpression(expression)
        ? expression.name.text
        : 'value';
    const seen = used.get(name) ?? 0;
    used.set(name, seen + 1);
    if (seen > 0) name = `${name}${seen + 1}`;
    pattern += `{${name}}${span.literal.text}`;
  }
  return pattern;
}

// Sentences people read begin with a capital or a quote and hold a space; ids, codes and paths do not.
const looksLikeText = (text) => /^(["'A-Z]|\{\w+\} )/.test(text) && /\s/.test(text);

/** The texts an expression can evaluate to: each branch of a condition, an arrow function's result. */
function textsOf(node, into) {
  if (!node) return;
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression, into);
  if (ts.isConditionalExpression(node)) {
    textsOf(node.whenTrue, into);
    textsOf(node.whenFalse, into);
    return;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    textsOf(node.right, into);
    return;
  }
  if (ts.isArrowFunction(node)) return textsOf(ts.isBlock(node.body) ? undefined : node.body, into);
  // A helper that picks one of several wordings (deal-notices.ts's byRefund).
  if (ts.isCallExpression(node)) {
    for (const argument of node.arguments) {
      if (!ts.isObjectLiteralExpression(argument)) textsOf(argument, into);
      else
        for (const property of argument.properties)
          if (ts.isPropertyAssignment(property)) textsOf(property.initializer, into);
    }
    return;
  }
  const pattern = patternOf(node);
  if (pattern !== null && looksLikeText(pattern)) into.add(pattern);
}

const calleeName = (node) =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : '';

function propertyNamed(object, name) {
  return object.properties.find(
    (property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name,
  );
}

/** Every text the code holds, by the places decision 057 names. */
export function extractTexts() {
  const texts = new Set();
  const files = [...sourceFiles(path.join(root, 'src/server')), ...sourceFiles(path.join(root, 'src/shared'))];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const inSchemas = file.includes(`${path.sep}shared${path.sep}schemas${path.sep}`);
    const visit = (node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node.expression);
        if (developerCalls.has(name)) return;
        if (errorFactories.has(name)) for (const argument of node.arguments ?? []) textsOf(argument, texts);
        if (inSchemas) for (const argument of node.arguments ?? []) textsOf(argument, texts);
        const [, input] = node.arguments ?? [];
        if (notifiers.has(name) && input && ts.isObjectLiteralExpression(input)) {
          textsOf(propertyNamed(input, 'title')?.initializer, texts);
          textsOf(propertyNamed(input, 'message')?.initializer, texts);
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        // A notice's wording, written beside its kind (deal-notices.ts and the like) or as a zod error.
        const title = propertyNamed(node, 'title');
        const message = propertyNamed(node, 'message');
        if (title && message && !inSchemas) {
          textsOf(title.initializer, texts);
          textsOf(message.initializer, texts);
        }
        if (inSchemas) {
          textsOf(propertyNamed(node, 'error')?.initializer, texts);
          textsOf(message?.initializer, texts);
        }
      }
      // The words some texts are filled with (text-fills.ts): lower case, but translated all the same.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'textFills') {
        const list = node.initializer && ts.isAsExpression(node.initializer) ? node.initializer.expression : null;
        for (const element of list && ts.isArrayLiteralExpression(list) ? list.elements : [])
          if (ts.isStringLiteral(element)) texts.add(element.text);
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Messages?$/.test(node.name.text)) {
        const value = node.initializer;
        const object = value && ts.isAsExpression(value) ? value.expression : value;
        if (object && ts.isObjectLiteralExpression(object)) {
          for (const property of object.properties)
            if (ts.isPropertyAssignment(property)) textsOf(property.initializer, texts);
        } else textsOf(object, texts);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const words of webWords().keys()) texts.add(words);
  return [...texts].sort();
}

// A price's words, as formatPrice (src/shared/price.ts) writes them into a notice, each with the id of the same words
// in the web's shared messages.
const priceWords = new Map([
  ['Negotiable', 'components.priceUnit.negotiable'],
  ['{amount} / hour', 'components.price.perHour'],
  ['{amount} / item', 'components.price.perItem'],
  ['{amount} (negotiable)', 'components.price.negotiable'],
  ['{cash} or {coins}', 'components.price.cashOrCoins'],
  ['{figures} · {note}', 'components.price.withNote'],
]);

/**
 * Words the server's texts share with the web's shared messages, each with its id there: the categories' names, which
 * texts such as 'Now available: {category}' name, and a price's words. The server's catalogs take the web's words as
 * they are, so a category or a price reads the same everywhere.
 */
function webWords() {
  const source = readFileSync(path.join(root, 'src/shared/categories.ts'), 'utf8');
  const camel = (slug) => slug.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  const categories = [...source.matchAll(/\{ name: '([^']+)', slug: '([^']+)'/g)].map(([, name, slug]) => [
    name,
    `components.category.${camel(slug)}`,
  ]);
  return new Map([...categories, ...priceWords]);
}

const readWebMessages = (locale) =>
  JSON.parse(readFileSync(path.join(root, `src/web/components/messages/${locale}.json`), 'utf8'));

function webTranslations(locale) {
  const messages = readWebMessages(locale);
  return new Map([...webWords()].map(([english, id]) => [english, messages[id]]));
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');

function readCatalog(locale) {
  try {
    return JSON.parse(readFileSync(path.join(textsDir, `${locale}.json`), 'utf8'));
  } catch {
    return {};
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const english = extractTexts();
  const write = process.argv.includes('--write');
  const problems = [];
  const webEnglish = readWebMessages('en');
  for (const [words, id] of webWords())
    if (webEnglish[id] !== words) problems.push(`the web's ${id} is "${webEnglish[id]}", not "${words}"`);
  for (const locale of locales) {
    const catalog = readCatalog(locale);
    const mirrored = webTranslations(locale);
    if (write) {
      const next = Object.fromEntries(english.map((text) => [text, mirrored.get(text) ?? catalog[text] ?? '']));
      writeFileSync(path.join(textsDir, `${locale}.json`), `${JSON.stringify(next, null, 2)}\n`);
      continue;
    }
    for (const text of english) {
      if (!catalog[text]) problems.push(`${locale}: no translation of "${text}"`);
      else if (mirrored.has(text) && catalog[text] !== mirrored.get(text))
        problems.push(`${locale}: "${text}" is "${mirrored.get(text)}" in the web's messages`);
      else if (placeholders(catalog[text]) !== placeholders(text)) {
        problems.push(
          `${locale}: "${catalog[text]}" fills {${placeholders(catalog[text])}}, the English {${placeholders(text)}}`,
        );
      }
    }
    for (const text of Object.keys(catalog)) {
      if (!english.includes(text)) problems.push(`${locale}: "${text}" is no longer in the code`);
    }
  }
  if (problems.length > 0) {
    console.error(
      `Server texts: ${problems.length} problem(s); node scripts/extract-texts.mjs --write adds new ones\n  ${problems.slice(0, 50).join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`Server texts: ${english.length} texts, ${locales.length} translations${write ? ' written' : ''}.`);
}
