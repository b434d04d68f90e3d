import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { AssetList } from './components/asset-list.client'
import { DownloadMenu } from './components/download-menu.client'
import { isShareToken, newShareToken } from './token'
import type { ShareAsset } from './types'

const asset = (id: number, extra: Partial<ShareAsset> = {}): ShareAsset => ({
  id,
  name: `bild-${id}.jpg`,
  title: `Bild ${id}`,
  size: 1536 * id,
  mimeType: 'image/jpeg',
  hasPreview: true,
  path: `/api/file-share/t/files/${id}/thumbnail`,
  download: {
    original: `/api/file-share/t/files/${id}/original`,
    preview: `/api/file-share/t/files/${id}/preview`,
  },
  ...extra,
})

describe('share tokens', () => {
  it('are 43 base64url characters and differ every time', () => {
    const a = newShareToken()
    expect(isShareToken(a)).toBe(true)
    expect(a).not.toBe(newShareToken())
    expect(isShareToken('short')).toBe(false)
    expect(isShareToken(`${a.slice(0, 42)}/`)).toBe(false)
  })
})

describe('AssetList', () => {
  it('shows the first 6 assets and reveals the rest with the show-all button', async () => {
    renderWithIntl(<AssetList assets={Array.from({ length: 8 }, (_, i) => asset(i + 1))} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Alle 8 Dateien anzeigen' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
    expect(screen.queryByRole('button', { name: /anzeigen/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Vorschau Bild 7/ })).toHaveFocus()
  })

  it('has no show-all button with 6 assets or fewer', () => {
    renderWithIntl(<AssetList assets={Array.from({ length: 6 }, (_, i) => asset(i + 1))} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('formats sizes with base 1024, opens previews in a new tab and shows the type of files without a picture', () => {
    renderWithIntl(
      <AssetList
        assets={[
          asset(1),
          asset(2, {
            name: 'daten.pdf',
            mimeType: 'application/pdf',
            path: null,
            size: 1048576,
            download: { original: '/o' },
          }),
        ]}
      />,
    )
    expect(screen.getByText('bild-1.jpg · 1.5 KB')).toBeInTheDocument()
    expect(screen.getByText('daten.pdf · 1 MB')).toBeInTheDocument()
    expect(screen.getByText('PDF')).toBeInTheDocument()
    const preview = screen.getByRole('link', { name: /Vorschau Bild 1/ })
    expect(preview).toHaveAttribute('target', '_blank')
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getAllByRole('link', { name: /Vorschau/ })).toHaveLength(1)
  })
})

describe('DownloadMenu', () => {
  it('offers one entry per format and closes on Escape', async () => {
    renderWithIntl(<DownloadMenu download={{ original: '/zip/original', web: '/zip/web' }} />)
    const button = screen.getByRole('button', { name: 'Alle herunterladen' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Originaldateien (ZIP)' })).toHaveAttribute(
      'href',
      '/zip/original',
    )
    expect(screen.getByRole('link', { name: /Web-optimiert/ })).toHaveAttribute('href', '/zip/web')
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('is absent when no archive is offered', () => {
    const { container } = renderWithIntl(<DownloadMenu download={{}} />)
    expect(container).toBeEmptyDOMElement()
  })
})
