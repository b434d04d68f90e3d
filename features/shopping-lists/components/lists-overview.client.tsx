'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { hasControlCharacters } from '@/lib/control-characters'
import { formatDate } from '@/lib/dates'
import { useServerData } from '@/lib/query/server-data'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import type { ShoppingListSummary } from '../schemas'
import {
  shoppingListsKeys,
  useCreateEmptyList,
  useDeleteList,
  useShoppingListsBusy,
  useShoppingListsQuery,
  useUpdateList,
} from '../queries'
import { DeleteList } from './delete-list.client'
import styles from './list-page.module.css'
import { RenameList } from './rename-list.client'

type Props = {
  initialLists: ShoppingListSummary[]
  /** The page of one list: `{base}/{id}`. */
  listBase: string
}

/** Whom a list is shared with, as the overview says it: shared by its owner (and whether the caller may change it), or the caller's own list shared. */
function SharedState({ list }: { list: ShoppingListSummary }) {
  const t = useTranslations('shoppingLists.page')
  if (!list.canManage)
    return (
      <span className={styles.sharedBy} data-testid="shopping-list-shared-by">
        {t('sharedBy', { owner: list.owner.name })}
        <span className={styles.badge}>{list.canEdit ? t('editableBadge') : t('readOnlyBadge')}</span>
      </span>
    )
  return list.shared ? (
    <span className={styles.badge} data-testid="shopping-list-shared">
      {t('sharedBadge')}
    </span>
  ) : (
    <span className="visually-hidden">{t('own')}</span>
  )
}

/**
 * The lists overview: each list with its name,
 * number of articles, last change and sharing (the caller's own lists it
 * shared, and its colleagues' lists shared with it, with their owner); a new
 * list (the button stays disabled while the name is empty or holds control
 * characters, or a request runs); rename in place and delete after a
 * confirmation, for the caller's own lists.
 */
export function ShoppingListsOverview({ initialLists, listBase }: Props) {
  const t = useTranslations('shoppingLists.page')
  const tDialog = useTranslations('shoppingLists.dialog')
  const id = useId()
  useServerData(shoppingListsKeys.lists, initialLists)
  const lists = useShoppingListsQuery({ fetch: false }).data ?? initialLists
  const [name, setName] = useState('')
  // Control characters (pasted text) are refused by the server too; the field says so before a request is sent.
  const nameControl = hasControlCharacters(name)
  const [renaming, setRenaming] = useState<number | null>(null)
  const busy = useShoppingListsBusy()
  const createEmpty = useCreateEmptyList()
  const updateList = useUpdateList()
  const deleteList = useDeleteList()

  const create = async () => {
    if (!name.trim() || nameControl || busy) return
    if (await createEmpty.run(name.trim())) setName('')
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
        <button
          type="submit"
          className="button button--primary"
          disabled={!name.trim() || nameControl || busy}
          aria-busy={busy || undefined}
        >
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
                <th scope="col">{t('sharing')}</th>
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
                          return !!(await updateList.run({ id: list.id, change: { name: next } }))
                        }}
                      />
                    ) : (
                      <Link href={`${listBase}/${list.id}`}>{list.name}</Link>
                    )}
                  </td>
                  <td className={styles.number}>{list.entryCount}</td>
                  <td>{formatDate(list.updatedAt)}</td>
                  <td>
                    <SharedState list={list} />
                  </td>
                  <td>
                    {list.canManage && (
                      <div className={styles.actions}>
                        {renaming !== list.id && (
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            onClick={() => setRenaming(list.id)}
                            aria-label={t('renameOf', { list: list.name })}
                          >
                            {t('rename')}
                          </button>
                        )}
                        <DeleteList
                          name={list.name}
                          entryCount={list.entryCount}
                          busy={busy}
                          onDelete={async () => {
                            return !!(await deleteList.run({
                              id: list.id,
                              referer: `${window.location.pathname}${window.location.search}`,
                            }))
                          }}
                        />
                      </div>
                    )}
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
