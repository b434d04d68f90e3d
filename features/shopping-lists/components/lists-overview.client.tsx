'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { hasControlCharacters } from '@/lib/control-characters'
import { formatDate } from '@/lib/dates'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import type { ShoppingListSummary } from '../schemas'
import { getShoppingListsStore } from '../store'
import { DeleteList } from './delete-list.client'
import styles from './list-page.module.css'
import { RenameList } from './rename-list.client'
import { useShoppingLists } from './use-shopping-lists'

type Props = {
  initialLists: ShoppingListSummary[]
  /** The page of one list: `{base}/{id}`. */
  listBase: string
}

/**
 * The lists overview: each list with its name,
 * number of articles and last change; a new list (the button stays disabled
 * while the name is empty or holds control characters, or a request runs);
 * rename in place; delete after
 * a confirmation.
 */
export function ShoppingListsOverview({ initialLists, listBase }: Props) {
  const t = useTranslations('shoppingLists.page')
  const tDialog = useTranslations('shoppingLists.dialog')
  const id = useId()
  const [lists, setLists] = useState(initialLists)
  const [name, setName] = useState('')
  // Control characters (pasted text) are refused by the server too; the field says so before a request is sent.
  const nameControl = hasControlCharacters(name)
  const [renaming, setRenaming] = useState<number | null>(null)
  const busy = useShoppingLists((state) => state.busy)
  const store = getShoppingListsStore()
  const refresh = () => setLists(store.getState().shoppingLists ?? lists)

  const create = async () => {
    if (!name.trim() || nameControl || busy) return
    const list = await store.getState().createEmpty(name.trim())
    if (list) {
      setName('')
      refresh()
    }
  }

  return (
    <div className={styles.page}>
      <form
        className={styles.newList}
        onSubmit={(event) => {
          event.preventDefault()
          void create()
        }}
        data-testid="shopping-list-new"
      >
        <div className={`field ${styles.field}`}>
          <label className="field__label" htmlFor={id}>
            {t('newList')}
          </label>
          <input
            id={id}
            className="field__input"
            value={name}
            maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={nameControl || undefined}
            aria-describedby={nameControl ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameControl && (
            <p id={`${id}-error`} className="field__error" data-testid="shopping-list-name-error">
              {tDialog('list.nameControl')}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={!name.trim() || nameControl || busy} aria-busy={busy || undefined}>
          {t('create')}
        </button>
      </form>

      {lists.length === 0 ? (
        <p className={styles.empty} data-testid="shopping-lists-empty">
          {t('empty')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="shopping-lists">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col" className={styles.number}>
                  {t('entries')}
                </th>
                <th scope="col">{t('updatedAt')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {lists.map((list) => (
                <tr key={list.id} data-testid="shopping-list-row" data-list={list.id}>
                  <td>
                    {renaming === list.id ? (
                      <RenameList
                        name={list.name}
                        busy={busy}
                        onCancel={() => setRenaming(null)}
                        onSave={async (next) => {
                          const saved = await store.getState().updateList(list.id, { name: next })
                          if (saved) setLists((current) => current.map((entry) => (entry.id === list.id ? { ...entry, name: saved.name, updatedAt: saved.updatedAt } : entry)))
                          return !!saved
                        }}
                      />
                    ) : (
                      <Link href={`${listBase}/${list.id}`}>{list.name}</Link>
                    )}
                  </td>
                  <td className={styles.number}>{list.entryCount}</td>
                  <td>{formatDate(list.updatedAt)}</td>
                  <td>
                    <div className={styles.actions}>
                      {renaming !== list.id && (
                        <button type="button" className="button button--secondary button--small" onClick={() => setRenaming(list.id)} aria-label={t('renameOf', { list: list.name })}>
                          {t('rename')}
                        </button>
                      )}
                      <DeleteList
                        name={list.name}
                        entryCount={list.entryCount}
                        busy={busy}
                        onDelete={async () => {
                          const deleted = await store.getState().deleteList(list.id, `${window.location.pathname}${window.location.search}`)
                          if (deleted) setLists((current) => current.filter((entry) => entry.id !== list.id))
                          return deleted
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
