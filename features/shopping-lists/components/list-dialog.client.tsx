'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { Modal } from '@/components/modal/modal.client'
import { getNotificationsStore } from '@/features/notifications/store'
import { hasControlCharacters } from '@/lib/control-characters'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import type { FlowEntry } from '../flow'
import {
  dialogError,
  useAddToList,
  useCreateListWithEntries,
  useShoppingListsBusy,
  useShoppingListsQuery,
} from '../queries'
import { ZShoppingListName, type ShoppingListDetail } from '../schemas'
import styles from './shopping-lists.module.css'
import { useShoppingLists } from './use-shopping-lists'
import { counted } from '@/lib/numbers'

const ZNewListForm = z.object({ name: ZShoppingListName })
type NewListForm = z.input<typeof ZNewListForm>

/**
 * The list dialog of the add-to-list flow: the account's
 * lists to add to (its own and those colleagues let it change, with their owner), and a form for a new list whose "Erstellen" stays
 * disabled while the name is empty or a request runs. Creating or adding
 * closes the dialog and shows a success notification; server errors show
 * inside the dialog, which stays open.
 */
export function ListDialog() {
  const t = useTranslations('shoppingLists.dialog')
  const id = useId()
  const ids = {
    lists: `${id}-lists`,
    name: `${id}-name`,
    hint: `${id}-hint`,
    nameError: `${id}-name-error`,
    errors: `${id}-errors`,
  }
  const entries = useShoppingLists((state) => state.flow?.entries)
  const close = useShoppingLists((state) => state.close)
  // The lists can have changed since the last flow (another tab, a new sign-in): read on every open.
  const listsQuery = useShoppingListsQuery()
  // Only lists the account may add to: its own and those its colleagues named it on (not those shared for reading).
  const lists = listsQuery.data?.filter((list) => list.canEdit) ?? null
  const busy = useShoppingListsBusy()
  const create = useCreateListWithEntries()
  const add = useAddToList()
  // The last failure: creating or adding (each clears the other's when it starts), else reading the lists.
  const failure = create.isError
    ? create.error
    : add.isError
      ? add.error
      : listsQuery.isError
        ? listsQuery.error
        : null
  const error = failure ? dialogError(failure) : null
  const [selected, setSelected] = useState<number | null>(null)
  const { register, handleSubmit, control } = useForm<NewListForm, unknown, z.output<typeof ZNewListForm>>({
    resolver: zodResolver(ZNewListForm),
    defaultValues: { name: '' },
  })
  const name = useWatch({ control, name: 'name' }) ?? ''

  if (!entries) return null

  const done = (list: ShoppingListDetail, added: FlowEntry[]) => {
    const message =
      added.length === 1
        ? t('added', { product: added[0]!.title, list: list.name })
        : t('addedMany', counted(added.length, { list: list.name }))
    getNotificationsStore()
      .getState()
      .push({ message: { type: 'success', message } })
  }

  const onCreate = handleSubmit(async ({ name: listName }) => {
    add.reset()
    const created = await create.run({ name: listName, entries })
    if (!created) return
    close()
    done(created.shoppingList, entries)
  })

  const onAdd = async () => {
    if (selected == null) return
    create.reset()
    const list = await add.run({ id: selected, entries })
    if (!list) return
    close()
    done(list, entries)
  }

  // Control characters (pasted text) are refused by the server too; the field says so before a request is sent.
  const nameControl = hasControlCharacters(name)
  const canCreate = name.trim() !== '' && !nameControl && !busy
  const canAdd = selected != null && !busy && !!lists?.some((list) => list.id === selected)
  const products = entries.length === 1 ? entries[0]!.title : t('list.products', counted(entries.length))

  return (
    <Modal open onClose={close} title={t('list.title')} loading={listsQuery.isFetching && lists === null}>
      <div className={styles.dialog} data-testid="shopping-list-dialog">
        <p className={styles.product}>{products}</p>
        {error && (
          <div id={ids.errors} className={styles.errors} role="alert" data-testid="shopping-list-errors">
            {(error.messages.length ? error.messages : [t('unknownError')]).map((message, index) => (
              <p key={`${index}-${message}`} className="field__error">
                {message}
              </p>
            ))}
          </div>
        )}

        {lists && lists.length > 0 ? (
          <fieldset className={styles.lists}>
            <legend className="field__label">{t('list.existing')}</legend>
            <ul className={styles.choices} id={ids.lists}>
              {lists.map((list) => (
                <li key={list.id}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name={ids.lists}
                      value={list.id}
                      checked={selected === list.id}
                      onChange={() => setSelected(list.id)}
                    />
                    <span className={styles.choiceName}>
                      {list.name}
                      {!list.canManage && (
                        <span className={styles.choiceCount}>
                          {' '}
                          {t('list.sharedBy', { owner: list.owner.name })}
                        </span>
                      )}
                    </span>
                    <span className={styles.choiceCount}>
                      {t('list.entryCount', counted(list.entryCount))}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--primary"
                disabled={!canAdd}
                onClick={() => void onAdd()}
                data-testid="shopping-list-add"
              >
                {t('list.add')}
              </button>
            </div>
          </fieldset>
        ) : lists ? (
          <p className={styles.empty}>{t('list.empty')}</p>
        ) : null}

        <form
          className={styles.newList}
          onSubmit={(event) => void onCreate(event)}
          noValidate
          aria-labelledby={`${ids.name}-title`}
        >
          <h3 id={`${ids.name}-title`} className={styles.subtitle}>
            {t('list.newList')}
          </h3>
          <div className="field">
            <label className="field__label" htmlFor={ids.name}>
              {t('list.name')}
            </label>
            <input
              id={ids.name}
              className="field__input"
              autoComplete="off"
              maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
              aria-describedby={nameControl ? `${ids.nameError} ${ids.hint}` : ids.hint}
              aria-invalid={nameControl || undefined}
              {...register('name')}
            />
            {nameControl && (
              <p id={ids.nameError} className="field__error" data-testid="shopping-list-name-error">
                {t('list.nameControl')}
              </p>
            )}
            <p id={ids.hint} className="field__hint">
              {t('list.nameHint', { max: SHOPPING_LIST_NAME_MAX_LENGTH })}
            </p>
          </div>
          <div className={styles.actions}>
            <button
              type="submit"
              className="button button--primary"
              disabled={!canCreate}
              aria-busy={busy || undefined}
              data-testid="shopping-list-create"
            >
              {t('list.create')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </form>
      </div>
    </Modal>
  )
}
