import path from 'node:path'

/**
 * One way to talk to the server from the browser (docs/architecture.md
 * "Fetching in the browser"): every request is React Query's, defined once in
 * the slice's `queries.ts` (or `api.ts` where the slice has that) — a query
 * hook (`useQuery`, `useServerData`) or a `useBusyMutation` — and components
 * use the hook and its busy flag. So a module outside those (eslint.config.mjs
 * names the places that may: queries.ts, api.ts, lib/api, lib/query, server
 * code, tests) may not import the API client's request functions (a value
 * import of `apiRequest` or `api`, or the whole module) from `lib/api/client`,
 * nor call `fetch` with an `/api/…` path. Its error classes and types stay
 * importable (a form reads `ApiHttpError` for its field errors).
 */
const API_CLIENT = /(^|\/)lib\/api\/client$/
const FETCHERS = new Set(['apiRequest', 'api'])

/** Whether an import source names lib/api/client (by alias, or relative to the linted file). */
function isApiClient(source, filename) {
  if (API_CLIENT.test(source)) return true
  if (!source.startsWith('.') || !filename) return false
  return API_CLIENT.test(path.resolve(path.dirname(filename), source).split(path.sep).join('/'))
}

/** A string or template literal that starts with `/api/`. */
function isApiPath(node) {
  if (!node) return false
  if (node.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('/api/')
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked?.startsWith('/api/') === true
  return false
}

const MESSAGE =
  'Requests belong in the slice\'s queries.ts (or api.ts): a query hook (useQuery, useServerData) or a useBusyMutation there, whose hook the component uses with its busy flag (isPending, useBusy, useRunning) — forms submit through a mutation too. See docs/architecture.md "Fetching in the browser".'

/** @type {import('eslint').Rule.RuleModule} */
export const requestsInQueries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "The browser talks to the server only through React Query hooks defined in the slice's queries.ts (or api.ts).",
    },
    schema: [],
    messages: {
      apiClient: `The API client is not called here. ${MESSAGE}`,
      fetch: `No fetch of /api/ here. ${MESSAGE}`,
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename?.()
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !isApiClient(String(node.source.value), filename)) return
        for (const s of node.specifiers) {
          if (s.type === 'ImportNamespaceSpecifier') context.report({ node: s, messageId: 'apiClient' })
          else if (s.type === 'ImportSpecifier' && s.importKind !== 'type' && FETCHERS.has(s.imported.name))
            context.report({ node: s, messageId: 'apiClient' })
        }
      },
      "CallExpression[callee.type='Identifier'][callee.name='fetch']"(node) {
        if (isApiPath(node.arguments[0])) context.report({ node, messageId: 'fetch' })
      },
      "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]"(
        node,
      ) {
        if (isApiPath(node.arguments[0])) context.report({ node, messageId: 'fetch' })
      },
    }
  },
}
