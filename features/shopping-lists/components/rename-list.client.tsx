'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { hasControlCharacters } from '@/lib/control-characters'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../constants'
import { ZShoppingListName } from '../schemas'
import styles from './list-page.module.css'

type Props = { name: string; busy: boolean; onSave: (name: string) => Promise<boolean>; onCancel: () => void }

/**
 * A list's name in place (a non-empty name, at most 80 characters, no
 * control characters — the field says so); "Speichern" stays disabled while the
 * name is empty, refused, unchanged or a request runs.
 */
export function RenameList({ name, busy, onSave, onCancel }: Props) {
  const t = useTranslations('shoppingLists.page')
  // The shell's list dialog has the field's messages (shoppingLists.dialog is on every page).
  const tDialog = useTranslations('shoppingLists.dialog')
  const id = useId()
  const [text, setText] = useState(name)
  const valid = ZShoppingListName.safeParse(text).success
  const control = hasControlCharacters(text)
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
        <input
          id={id}
          className="field__input"
          value={text}
          maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={control || undefined}
          aria-describedby={control ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onCancel()}
        />
        {control && (
          <p id={`${id}-error`} className="field__error" data-testid="shopping-list-name-error">
            {tDialog('list.nameControl')}
          </p>
        )}
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
