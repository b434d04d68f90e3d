'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { getNotificationsStore } from '@/features/notifications/store'
import { storeNotificationsForErrorPage } from '@/features/notifications/stored-notifications'
import { apiRequest } from '@/lib/api/client'
import { withGlobalLoading } from '@/lib/loading'

import { GallerySection } from './section'

/** Notifications, the API client's error handling, the global loader and the modal, operable by hand. */
export function RuntimeDemos() {
  const t = useTranslations('gallery')
  const [modalOpen, setModalOpen] = useState(false)
  const [modalLoading, setModalLoading] = useState(false)
  const [apiResult, setApiResult] = useState('')
  const notifications = getNotificationsStore().getState()

  return (
    <>
      <GallerySection id="notifications" title={t('notifications.title')} hint={t('notifications.hint')}>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              notifications.push({ message: { type: 'success', message: t('notifications.success') } })
            }
          >
            {t('notifications.pushSuccess')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              notifications.push({ message: { type: 'error', message: t('notifications.error') }, delay: 0 })
            }
          >
            {t('notifications.pushError')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              notifications.pushMany([
                { message: { type: 'info', message: t('notifications.bulkOne') } },
                { message: { type: 'warning', message: t('notifications.bulkTwo') } },
              ])
            }
          >
            {t('notifications.pushBulk')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              notifications.push({
                message: {
                  type: 'warning',
                  message: t('notifications.confirmText'),
                  meta: { product: 'Tribo Synth 5W-30' },
                },
                confirm: {
                  run: () =>
                    notifications.push({
                      message: { type: 'success', message: t('notifications.confirmed') },
                    }),
                },
                decline: { run: () => undefined },
              })
            }
          >
            {t('notifications.pushConfirm')}
          </button>
          <button
            type="button"
            className="button button--link"
            onClick={() =>
              storeNotificationsForErrorPage([
                { message: { type: 'error', message: t('notifications.stored') } },
              ])
            }
          >
            {t('notifications.storeForErrorPage')}
          </button>
        </div>
      </GallerySection>

      <GallerySection id="api-client" title={t('api.title')} hint={t('api.hint')}>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => {
              const result = await apiRequest<{ status: string }>('GET', '/api/health', {
                call: { store: 'gallery', action: 'health' },
              }).catch((e: Error) => e)
              setApiResult(result instanceof Error ? result.message : JSON.stringify(result.data))
            }}
          >
            {t('api.ok')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => {
              const result = await apiRequest('GET', '/api/gallery-missing-endpoint', {
                call: { store: 'gallery', action: 'missing' },
              }).catch((e: Error) => e)
              setApiResult(result instanceof Error ? result.message : '')
            }}
          >
            {t('api.fail')}
          </button>
        </div>
        <output className="gallery-output" aria-live="polite" data-testid="api-result">
          {apiResult}
        </output>
      </GallerySection>

      <GallerySection id="loading-overlay" title={t('loading.title')} hint={t('loading.hint')}>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => withGlobalLoading(() => new Promise((resolve) => setTimeout(resolve, 300)))}
          >
            {t('loading.start')}
          </button>
        </div>
      </GallerySection>

      <GallerySection id="modal" title={t('modal.title')} hint={t('modal.hint')}>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => setModalOpen(true)}>
            {t('modal.open')}
          </button>
        </div>
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title={t('modal.dialogTitle')}
          loading={modalLoading}
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setModalOpen(false)}>
                {t('modal.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setModalLoading(true)
                  setTimeout(() => setModalLoading(false), 800)
                }}
              >
                {t('modal.load')}
              </button>
            </>
          }
        >
          <p>{t('modal.text')}</p>
          <label className="field__label" htmlFor="gallery-modal-input">
            {t('modal.field')}
          </label>
          <input id="gallery-modal-input" className="field__input" />
        </Modal>
      </GallerySection>
    </>
  )
}
