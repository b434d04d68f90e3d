'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import { ZShoppingListName } from '../schemas'
import styles from './list-page.module.css'

type Props = { name: string; busy: boolean; onSave: (name: string) => Promise<boolean>; onCancel: () => void }

/** A list's name in place (SPEC §5: a non-empty name, at most 80 characters); "Speichern" stays disabled while the name is empty, unchanged or a request runs. */
export function RenameList({ name, busy, onSave, onCancel }: Props) {
  const t = useTranslations('shoppingLists.page')
  const id = useId()
  const [text, setText] = useState(name)
  const valid = ZShoppingListName.safeParse(text).success
  const canSave = valid && text.trim() !== name && !busy
  return (
    <form
      className={styles.rename}
      onSubmit={(event) => {
        event.preventDefault()
        if (canSave) void onSave(text.trim()).then((saved) => saved && onCancel())
      }}
      data-testid="shopping-list-rename-form"
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('newName')}
        </label>
        <input id={id} className="field__input" value={text} maxLength={SHOPPING_LIST_NAME_MAX_LENGTH} autoComplete="off" onChange={(event) => setText(event.target.value)} onKeyDown={(event) => event.key === 'Escape' && onCancel()} />
      </div>
      <button type="submit" className="button button--primary button--small" disabled={!canSave}>
        {t('save')}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  )
}
