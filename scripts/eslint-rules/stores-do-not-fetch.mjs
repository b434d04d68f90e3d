/**
 * One way to fetch in the browser (docs/architecture.md "Fetching in the
 * browser"): server state lives in React Query (`features/<slice>/queries.ts`),
 * Zustand stores hold client state only. A module that creates a Zustand
 * store (`create` or `createStore` from `zustand…`) may therefore not call the
 * API: no value import of `apiRequest` or `api` from `lib/api/client`, no
 * `fetch(…)`, no axios.
 */
const API_CLIENT = /(^|\/)lib\/api\/client$/
const FETCHERS = new Set(['apiRequest', 'api'])
const STORE_CREATORS = new Set(['create', 'createStore'])

/** @type {import('eslint').Rule.RuleModule} */
export const storesDoNotFetch = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A Zustand store holds client state only; server state goes through React Query (features/<slice>/queries.ts).',
    },
    schema: [],
    messages: {
      fetching:
        'A Zustand store does not fetch: server state goes through React Query (a query or useBusyMutation in features/<slice>/queries.ts); keep only client state (dialogs, selections, choices) in the store. See docs/architecture.md "Fetching in the browser".',
    },
  },
  create(context) {
    let createsStore = false
    const fetching = []
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value)
        if (
          /^zustand(\/|$)/.test(source) &&
          node.specifiers.some((s) => s.type === 'ImportSpecifier' && STORE_CREATORS.has(s.imported.name))
        )
          createsStore = true
        if (node.importKind === 'type') return
        if (source === 'axios') fetching.push(node)
        if (API_CLIENT.test(source))
          for (const s of node.specifiers)
            if (s.type === 'ImportSpecifier' && s.importKind !== 'type' && FETCHERS.has(s.imported.name))
              fetching.push(s)
      },
      "CallExpression[callee.type='Identifier'][callee.name='fetch']"(node) {
        fetching.push(node)
      },
      "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]"(
        node,
      ) {
        fetching.push(node)
      },
      'Program:exit'() {
        if (createsStore) for (const node of fetching) context.report({ node, messageId: 'fetching' })
      },
    }
  },
}
