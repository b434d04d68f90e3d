'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { getNotificationsStore } from '@/features/notifications/store'
import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import type { ApiResult } from '@/lib/api/client'
import { formatDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { COMPANY_USERS_ENDPOINT, useCompanyUsers } from '../queries'
import { ZCompanyUser, type CompanyUser } from '../schemas'
import styles from './company-users.module.css'
import { UserForm } from './user-form.client'

type Dialog =
  | { kind: 'invite' }
  | { kind: 'edit'; user: CompanyUser }
  | { kind: 'deactivate'; user: CompanyUser }
  | { kind: 'reactivate'; user: CompanyUser }
  | null

/** The server's success messages of a form's answer, as notifications. */
const notify = (answer: Pick<ApiResult<unknown>, 'messages'>) => {
  if (answer.messages.length)
    getNotificationsStore()
      .getState()
      .pushMany(answer.messages.map((message) => ({ message })))
}

/**
 * The company's users for its administrators: the table list (search,
 * role and state filters, sort, pages) with role, limits and state, and per
 * row edit (role, a buyer's limits), deactivate or reactivate (confirmed)
 * and — while an invitation is open — send it again; "Benutzer einladen"
 * above. Every change reads the table again.
 */
export function CompanyUsers({
  initial,
  invitationDays,
}: {
  initial: TableResults<CompanyUser>
  invitationDays: number
}) {
  const t = useTranslations('account.users')
  const users = useCompanyUsers()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const amount = (user: CompanyUser, chf: number | null) =>
    user.role !== 'buyer' ? '–' : chf == null ? t('noLimit') : formatPrice(Math.round(chf * 100))

  const columns: TableColumn<CompanyUser>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (user) => (
        <>
          {user.name} {user.self && <span className={styles.meta}>{t('self')}</span>}
          <span className={styles.meta}>{user.username}</span>
        </>
      ),
    },
    { key: 'email', header: t('columns.email'), render: (user) => user.email ?? '–' },
    { key: 'role', header: t('columns.role'), render: (user) => t(`roles.${user.role}`) },
    {
      key: 'orderLimit',
      header: t('columns.orderLimit'),
      align: 'end',
      render: (user) => amount(user, user.orderLimitChf),
    },
    {
      key: 'monthlyBudget',
      header: t('columns.monthlyBudget'),
      align: 'end',
      render: (user) => amount(user, user.monthlyBudgetChf),
    },
    {
      key: 'state',
      header: t('columns.state'),
      render: (user) => (
        <>
          <span className={styles.state} data-state={user.state} data-testid="user-state">
            {t(`states.${user.state}`)}
          </span>
          {user.state === 'invited' && user.invitedAt && (
            <span className={styles.meta}>{t('invitedOn', { date: formatDate(user.invitedAt) })}</span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (user) => (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={users.busy}
            onClick={() => setDialog({ kind: 'edit', user })}
            data-testid="user-edit"
          >
            {t('actions.edit')}
            <span className="visually-hidden">: {user.name}</span>
          </button>
          {user.state === 'invited' && (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={users.busy}
              onClick={() => void users.resend(user.id)}
              data-testid="user-resend"
            >
              {t('actions.resend')}
              <span className="visually-hidden">: {user.name}</span>
            </button>
          )}
          {user.state === 'deactivated' ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={users.busy}
              onClick={() => setDialog({ kind: 'reactivate', user })}
              data-testid="user-reactivate"
            >
              {t('actions.reactivate')}
              <span className="visually-hidden">: {user.name}</span>
            </button>
          ) : (
            !user.self && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={users.busy}
                onClick={() => setDialog({ kind: 'deactivate', user })}
                data-testid="user-deactivate"
              >
                {t('actions.deactivate')}
                <span className="visually-hidden">: {user.name}</span>
              </button>
            )
          )}
        </div>
      ),
    },
  ]

  const confirming = dialog?.kind === 'deactivate' || dialog?.kind === 'reactivate' ? dialog : null

  return (
    <>
      <div className={styles.head}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'invite' })}
          data-testid="user-invite"
        >
          {t('actions.invite')}
        </button>
      </div>
      <TableList
        endpoint={COMPANY_USERS_ENDPOINT}
        store="companyUsers"
        entrySchema={ZCompanyUser}
        initial={initial}
        columns={columns}
        caption={t('caption')}
        rowKey={(user) => String(user.id)}
        emptyText={t('empty')}
        testId="company-users"
      />

      <Modal open={dialog?.kind === 'invite'} onClose={close} title={t('dialog.inviteTitle')} size="sm">
        {dialog?.kind === 'invite' && (
          <UserForm
            mode="invite"
            invitationDays={invitationDays}
            onSubmit={async (values) => {
              notify(await users.invite(values))
              close()
            }}
            onCancel={close}
          />
        )}
      </Modal>
      <Modal
        open={dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? t('dialog.editTitle', { name: dialog.user.name }) : ''}
        size="sm"
      >
        {dialog?.kind === 'edit' && (
          <UserForm
            key={dialog.user.id}
            mode="edit"
            user={dialog.user}
            onSubmit={async (values) => {
              notify(await users.save(dialog.user.id, values))
              close()
            }}
            onCancel={close}
          />
        )}
      </Modal>
      <Modal
        open={!!confirming}
        onClose={close}
        title={confirming?.kind === 'reactivate' ? t('dialog.reactivateTitle') : t('dialog.deactivateTitle')}
        size="sm"
        footer={
          confirming ? (
            <div className={styles.formActions}>
              <button
                type="button"
                className={`button ${confirming.kind === 'deactivate' ? 'button--danger' : 'button--primary'}`}
                disabled={users.busy}
                data-testid="user-confirm"
                onClick={() =>
                  void users
                    .setActive(confirming.user.id, confirming.kind === 'reactivate')
                    .then((done) => done && close())
                }
              >
                {confirming.kind === 'reactivate' ? t('actions.reactivate') : t('actions.deactivate')}
              </button>
              <button type="button" className="button button--secondary" onClick={close}>
                {t('actions.cancel')}
              </button>
            </div>
          ) : null
        }
      >
        {confirming && (
          <p>
            {confirming.kind === 'reactivate'
              ? t('dialog.reactivateQuestion', { name: confirming.user.name })
              : t('dialog.deactivateQuestion', { name: confirming.user.name })}
          </p>
        )}
      </Modal>
    </>
  )
}
