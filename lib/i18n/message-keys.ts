/**
 * Which message keys the source uses, read with the TypeScript parser (no
 * type checking, so it is quick). Used by lib/i18n/message-keys.test.ts to
 * check that every key the code names exists in the German catalogue:
 *
 * - `t('key')`, `t.rich('key')`, `t.markup('key')`, `t.raw('key')` of a
 *   translator bound in scope to `useTranslations('ns')`, `getTranslations('ns')`,
 *   `getTranslations({ namespace: 'ns' })` (also through
 *   `const [t, tp] = await Promise.all([getTranslations('a'), …])`), or to the
 *   whole catalogue (`getApiTranslator(…)`, `getTranslations()`);
 * - `x.t('key')`: the request contexts' translator (always the whole catalogue;
 *   Payload's own `req.t` is not ours);
 * - `t(\`steps.${name}\`)`: the fixed part must lead to a group of keys;
 * - any other string that starts with a namespace of the catalogue and looks
 *   like a key (`'carts.addToCart'` in a page's message list, a key handed to
 *   a helper that translates it later).
 *
 * Node only (reads files); never imported by the app.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

export type Messages = { [key: string]: string | Messages }

/** One use of a key in the source. */
export type KeyUse = {
  file: string
  line: number
  /** The full dotted key (`carts.addToCart.label`), or its fixed start for a template (`oilFinder.steps.`). */
  key: string
  /** `leaf`: must be a text; `group`: must be a group of keys; `any`: a text or a group; `prefix`: some key must start with it. */
  expect: 'leaf' | 'group' | 'any' | 'prefix'
  /** How the key was found (for the failure message). */
  via: string
}

/** A translator in scope: its namespace ('' for the whole catalogue). */
type Translator = { namespace: string }

const TRANSLATOR_METHODS = new Set(['rich', 'markup', 'raw', 'has'])

const unwrap = (node: ts.Expression): ts.Expression => {
  let current = node
  for (;;) {
    if (
      ts.isAwaitExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isSatisfiesExpression(current)
    )
      current = current.expression
    else return current
  }
}

const stringOf = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null

/** The translator an expression creates, or null when it is none (or one whose namespace cannot be read). */
function translatorOf(expression: ts.Expression): Translator | null {
  const node = unwrap(expression)
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return null
  const name = node.expression.text
  const [first] = node.arguments
  if (name === 'getApiTranslator') return { namespace: '' }
  if (name !== 'useTranslations' && name !== 'getTranslations' && name !== 'createTranslator') return null
  if (!first) return { namespace: '' }
  const literal = stringOf(first)
  if (literal !== null) return name === 'createTranslator' ? null : { namespace: literal }
  if (ts.isObjectLiteralExpression(first)) {
    const property = first.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'namespace',
    )
    if (!property) return { namespace: '' }
    const namespace = stringOf(property.initializer)
    return namespace === null ? null : { namespace }
  }
  return null
}

/** The element of `await Promise.all([...])` at `index`, when the initializer is that. */
function promiseAllElement(initializer: ts.Expression, index: number): ts.Expression | null {
  const node = unwrap(initializer)
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null
  if (node.expression.getText() !== 'Promise.all') return null
  const [list] = node.arguments
  if (!list || !ts.isArrayLiteralExpression(list)) return null
  const element = list.elements[index]
  return element && !ts.isSpreadElement(element) ? element : null
}

/** What `name` is bound to by a declaration list, if it declares it. */
function bindingIn(
  declarations: readonly ts.VariableDeclaration[],
  name: string,
): Translator | null | undefined {
  for (const declaration of declarations) {
    if (ts.isIdentifier(declaration.name)) {
      if (declaration.name.text === name)
        return declaration.initializer ? translatorOf(declaration.initializer) : null
    } else if (ts.isArrayBindingPattern(declaration.name)) {
      const index = declaration.name.elements.findIndex(
        (element) =>
          ts.isBindingElement(element) && ts.isIdentifier(element.name) && element.name.text === name,
      )
      if (index >= 0) {
        const element = declaration.initializer ? promiseAllElement(declaration.initializer, index) : null
        return element ? translatorOf(element) : null
      }
    } else if (
      declaration.name.elements.some((element) => ts.isIdentifier(element.name) && element.name.text === name)
    ) {
      return null
    }
  }
  return undefined
}

const parameterNames = (parameter: ts.ParameterDeclaration): string[] =>
  ts.isIdentifier(parameter.name)
    ? [parameter.name.text]
    : parameter.name.elements.flatMap((element) =>
        ts.isBindingElement(element) && ts.isIdentifier(element.name) ? [element.name.text] : [],
      )

/**
 * The translator `name` refers to at `from`: the nearest declaration of the
 * name in an enclosing block or function. A parameter is a translator of the
 * whole catalogue when its type says so (`getApiTranslator`, a context's `t`);
 * anything else is unknown (null).
 */
function resolve(from: ts.Node, name: string): Translator | null {
  for (let node: ts.Node | undefined = from.parent; node; node = node.parent) {
    if (
      ts.isSourceFile(node) ||
      ts.isBlock(node) ||
      ts.isModuleBlock(node) ||
      ts.isCaseClause(node) ||
      ts.isDefaultClause(node)
    ) {
      for (const statement of node.statements) {
        if (ts.isVariableStatement(statement)) {
          const found = bindingIn(statement.declarationList.declarations, name)
          if (found !== undefined) return found
        }
        if (
          (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
          statement.name?.text === name
        )
          return null
      }
    }
    if (ts.isFunctionLike(node)) {
      for (const parameter of node.parameters) {
        if (!parameterNames(parameter).includes(name)) continue
        const type = parameter.type?.getText() ?? ''
        return /getApiTranslator|Context\b.*'t'|\['t'\]/.test(type) ? { namespace: '' } : null
      }
    }
    if (ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isForStatement(node)) {
      const initializer = ts.isForStatement(node) ? node.initializer : node.initializer
      if (
        initializer &&
        ts.isVariableDeclarationList(initializer) &&
        bindingIn(initializer.declarations, name) !== undefined
      )
        return null
    }
    if (
      ts.isCatchClause(node) &&
      node.variableDeclaration &&
      ts.isIdentifier(node.variableDeclaration.name) &&
      node.variableDeclaration.name.text === name
    )
      return null
  }
  return null
}

const join = (namespace: string, key: string) => (namespace ? `${namespace}.${key}` : key)

/** The key uses of one call's first argument (the literals it reads are added to `read`). */
function keysOfArgument(
  argument: ts.Expression | undefined,
  namespace: string,
  method: string | null,
  read: Set<ts.Node>,
): { key: string; expect: KeyUse['expect'] }[] {
  if (!argument) return []
  const node = unwrap(argument)
  read.add(node)
  const literal = stringOf(node)
  if (literal !== null) return [{ key: join(namespace, literal), expect: method === 'raw' ? 'any' : 'leaf' }]
  if (ts.isConditionalExpression(node))
    return [
      ...keysOfArgument(node.whenTrue, namespace, method, read),
      ...keysOfArgument(node.whenFalse, namespace, method, read),
    ]
  if (ts.isTemplateExpression(node) && node.head.text) {
    const head = node.head.text
    return head.endsWith('.')
      ? [{ key: join(namespace, head.slice(0, -1)), expect: 'group' }]
      : [{ key: join(namespace, head), expect: 'prefix' }]
  }
  return []
}

/** Strings that are module names, not keys. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent
  if (!parent) return false
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true
  if (
    ts.isCallExpression(parent) &&
    (parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(parent.expression) && parent.expression.text === 'require'))
  )
    return true
  return false
}

const KEY_LIKE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/

/** Every key use in one source file; `namespaces` are the top-level groups of the catalogue (for key-like strings). */
export function keyUsesOf(file: string, source: string, namespaces: ReadonlySet<string>): KeyUse[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const uses: KeyUse[] = []
  const checkedArguments = new Set<ts.Node>()
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      let translator: Translator | null = null
      let method: string | null = null
      let via = ''
      if (ts.isIdentifier(callee)) {
        translator = resolve(node, callee.text)
        via = callee.text
      } else if (ts.isPropertyAccessExpression(callee)) {
        const property = callee.name.text
        if (property === 't' && !/^req$|\.req$/.test(callee.expression.getText(sourceFile))) {
          // The request contexts' translator (ctx.t) is the API translator of the whole catalogue.
          translator = { namespace: '' }
          via = callee.getText(sourceFile)
        } else if (TRANSLATOR_METHODS.has(property) && ts.isIdentifier(callee.expression)) {
          translator = resolve(node, callee.expression.text)
          method = property
          via = callee.getText(sourceFile)
        }
      }
      if (translator && method !== 'has') {
        for (const use of keysOfArgument(node.arguments[0], translator.namespace, method, checkedArguments))
          uses.push({ file, line: lineOf(node), ...use, via: `${via}(…)` })
      }
      // The namespace of a translator must exist too (a group of keys).
      const created = translatorOf(node)
      if (created?.namespace)
        uses.push({
          file,
          line: lineOf(node),
          key: created.namespace,
          expect: 'group',
          via: `${(callee as ts.Identifier).text}(…)`,
        })
      if (created) for (const argument of node.arguments) checkedArguments.add(unwrap(argument))
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !checkedArguments.has(node) &&
      KEY_LIKE.test(node.text) &&
      namespaces.has(node.text.split('.')[0]!) &&
      !isModuleSpecifier(node)
    ) {
      // A key handed on as a string (a page's message list, a helper that translates it later).
      const parent = node.parent
      const isNamespaceOption =
        parent &&
        ts.isPropertyAssignment(parent) &&
        ts.isIdentifier(parent.name) &&
        parent.name.text === 'namespace'
      // The first argument of a translator (`t`) whose namespace is not known here (a destructured context) is a text.
      const calleeName =
        parent && ts.isCallExpression(parent) && parent.arguments[0] === node
          ? ts.isIdentifier(parent.expression)
            ? parent.expression.text
            : ts.isPropertyAccessExpression(parent.expression)
              ? parent.expression.name.text
              : null
          : null
      if (!isNamespaceOption)
        uses.push({
          file,
          line: lineOf(node),
          key: node.text,
          expect: calleeName === 't' ? 'leaf' : 'any',
          via: calleeName === 't' ? 't(…)' : 'string',
        })
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return uses
}

/** The value at a dotted path of the catalogue (undefined when missing). */
export function lookup(messages: Messages, key: string): string | Messages | undefined {
  let value: string | Messages | undefined = messages
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined
    value = value[part]
  }
  return value
}

/** Every dotted leaf key of a catalogue. */
export function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [join(prefix, key)] : leafKeys(value, join(prefix, key)),
  )
}

/** Whether a use finds what it needs in the catalogue. */
export function isSatisfied(
  messages: Messages,
  use: Pick<KeyUse, 'key' | 'expect'>,
  leaves?: readonly string[],
): boolean {
  if (use.expect === 'prefix') return (leaves ?? leafKeys(messages)).some((key) => key.startsWith(use.key))
  const value = lookup(messages, use.key)
  if (use.expect === 'leaf') return typeof value === 'string'
  if (use.expect === 'group') return typeof value === 'object' && value !== null
  return value !== undefined
}

/** The source files of the app (tests, generated and vendored code left out). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(full)
      return /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [full] : []
    })
  return folders.flatMap((folder) =>
    fs.existsSync(path.join(root, folder)) ? walk(path.join(root, folder)) : [],
  )
}
