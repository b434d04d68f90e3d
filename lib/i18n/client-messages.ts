/**
 * Message namespaces every page's browser gets from the site layout: those of
 * the shell's islands (header, sign-in, live search, compare bar, list
 * dialogs, notifications, the contact switch, UI kit). A page's own islands
 * get theirs from the page (`withPageMessages`, components/intl); the rest of
 * the catalogue stays on the server. lib/i18n/client-namespaces.test.ts
 * checks both against the source.
 */
export const SHELL_NAMESPACES = [
  'auth.login',
  'compare',
  'contacts.selector',
  'header',
  'notifications',
  'searchLive',
  'shoppingLists.dialog',
  'ui',
] as const

export type Messages = { [key: string]: string | Messages }

const isTree = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether `path` (e.g. `carts.checkout`) lies within one of `paths` (`carts` or `carts.checkout`). */
export function isCoveredBy(path: string, paths: Iterable<string>): boolean {
  for (const candidate of paths) if (path === candidate || path.startsWith(`${candidate}.`)) return true
  return false
}

/** Deep merge of message trees: later trees add to and override earlier ones. */
export function mergeMessages(...trees: Messages[]): Messages {
  const merged: Messages = {}
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key]
      merged[key] = isTree(existing) && isTree(value) ? mergeMessages(existing, value) : value
    }
  }
  return merged
}

/** The parts of `messages` at the dotted `paths` (`carts.checkout`), in their place in the tree; missing ones are left out. */
export function pickNamespaces(messages: Messages, paths: readonly string[]): Messages {
  return mergeMessages(
    ...paths.map((path) => {
      const keys = path.split('.')
      let value: string | Messages | undefined = messages
      for (const key of keys) value = isTree(value) ? value[key] : undefined
      return value === undefined
        ? {}
        : (keys.reduceRight<string | Messages>((inner, key) => ({ [key]: inner }), value) as Messages)
    }),
  )
}
