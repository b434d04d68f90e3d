import type { UpdateShoppingListBody } from './schemas'

/** What an edit needs of an entry: its row id and quantity (other fields are kept). */
export type EditableEntry = { id?: string | null; quantity: number }

/** The entries after a PATCH, or the parameter that names why it cannot apply. */
export type EditOutcome<T> = { entries: T[] } | { parameter: string }

/**
 * Applies a PATCH to a list's entries (pure): first `remove` (ids not on the
 * list are ignored: removing twice is harmless), then `quantities` (each id
 * must still be on the list and named once), then `order` (every remaining
 * id exactly once). A failing part names its parameter (`quantities.0.id`,
 * `order`) and nothing changes. The inputs are not changed.
 */
export function applyEdit<T extends EditableEntry>(
  entries: readonly T[],
  edit: Pick<UpdateShoppingListBody, 'quantities' | 'remove' | 'order'>,
): EditOutcome<T> {
  const removed = new Set(edit.remove ?? [])
  let next = entries.filter((entry) => !entry.id || !removed.has(entry.id)).map((entry) => ({ ...entry }))
  if (edit.quantities) {
    const seen = new Set<string>()
    for (const [index, change] of edit.quantities.entries()) {
      const entry = next.find((candidate) => candidate.id === change.id)
      if (!entry || seen.has(change.id)) return { parameter: `quantities.${index}.id` }
      seen.add(change.id)
      entry.quantity = change.quantity
    }
  }
  if (edit.order) {
    const byId = new Map(next.map((entry) => [entry.id, entry]))
    if (
      edit.order.length !== next.length ||
      new Set(edit.order).size !== edit.order.length ||
      edit.order.some((id) => !byId.has(id))
    )
      return { parameter: 'order' }
    next = edit.order.map((id) => byId.get(id)!)
  }
  return { entries: next }
}
