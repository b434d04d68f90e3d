'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { counted } from '@/lib/numbers'

type Props = { name: string; entryCount: number; busy: boolean; onDelete: () => Promise<boolean> }

/** "Löschen" with a confirmation dialog: the list goes only after "Löschen" in the dialog. */
export function DeleteList({ name, entryCount, busy, onDelete }: Props) {
  const t = useTranslations('shoppingLists.page')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
        aria-label={t('deleteOf', { list: name })}
        data-testid="shopping-list-delete"
      >
        {t('delete')}
      </button>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={t('deleteTitle')}
          size="sm"
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                {t('cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => void onDelete().then((deleted) => deleted && setOpen(false))}
                data-testid="shopping-list-delete-confirm"
              >
                {t('delete')}
              </button>
            </>
          }
        >
          <p>{t('deleteConfirm', counted(entryCount, { list: name }))}</p>
        </Modal>
      )}
    </>
  )
}
