import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { ContactPersonFlyout } from '@/features/navigation/components/account-flyouts.client'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { renderWithIntl } from '@/tests/helpers/intl'

import { BannerButton } from './campaign-banner/contact-menu-button.client'
import { CircularNavigation } from './circular-navigation/circular-navigation.client'
import { HotspotImage, type Hotspot } from './hotspot-image/hotspot-image.client'
import { QuoteFigure } from './quote/component'

const image = { fallback: '/media/machine.jpg', alt: 'Werkzeugmaschine' }
const spot = (id: string, title: string, extra: Partial<Hotspot> = {}): Hotspot => ({
  id,
  top: 40,
  left: 30,
  type: 'other',
  title,
  alternativeTitle: null,
  text: `${title} erklärt`,
  image: null,
  href: null,
  productNumber: null,
  productTags: [],
  ...extra,
})

describe('HotspotImage', () => {
  it('opens the clicked hotspot, switches to another and closes when the active one is clicked again', async () => {
    renderWithIntl(
      <HotspotImage
        image={image}
        hotspots={[
          spot('a', 'Getriebe', {
            type: 'product',
            productNumber: 'TRB-GEAR',
            href: '/de-ch/p/TRB-GEAR',
            productTags: ['75W-90'],
          }),
          spot('b', 'Hydraulik'),
        ]}
      />,
    )
    const first = screen.getByRole('button', { name: 'Hotspot 1: Getriebe' })
    await userEvent.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Getriebe' })).toHaveTextContent('Art.-Nr. TRB-GEAR')
    expect(screen.getByRole('link', { name: 'Zum Produkt' })).toHaveAttribute('href', '/de-ch/p/TRB-GEAR')
    await userEvent.click(screen.getByRole('button', { name: 'Hotspot 2: Hydraulik' }))
    expect(screen.getByRole('region', { name: 'Hydraulik' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Hotspot 2: Hydraulik' }))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('closes on Escape and with the close button', async () => {
    renderWithIntl(<HotspotImage image={image} hotspots={[spot('a', 'Getriebe')]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Hotspot 1: Getriebe' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Hotspot 1: Getriebe' }))
    await userEvent.click(screen.getByRole('button', { name: 'Schliessen' }))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})

describe('QuoteFigure', () => {
  it('renders nothing without a text or a name', () => {
    const { container } = renderWithIntl(
      <QuoteFigure quote={{ text: ' ', name: '', jobTitle: 'Werkstattchef' }} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('renders the text and the name with the job title', () => {
    renderWithIntl(
      <QuoteFigure
        quote={{ text: 'Lieferung am nächsten Morgen.', name: 'Luca Bernasconi', jobTitle: 'Disponent' }}
      />,
    )
    expect(screen.getByRole('figure')).toHaveTextContent(
      'Lieferung am nächsten Morgen.Luca BernasconiDisponent',
    )
  })
})

describe('CircularNavigation', () => {
  const items = Array.from({ length: 13 }, (_, i) => ({
    id: String(i),
    title: `Thema ${i + 1}`,
    icon: 'oil',
    href: `/de-ch/thema-${i + 1}`,
    newTab: false,
  }))

  it('shows 11 items and toggles to the second page and back', async () => {
    renderWithIntl(<CircularNavigation label="Themen" centerText={null} centerImage={null} items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Themen' })
    expect(nav.querySelectorAll('li')).toHaveLength(11)
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Themen anzeigen' }))
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Thema 12', 'Thema 13'])
    await userEvent.click(screen.getByRole('button', { name: 'Erste Themen anzeigen' }))
    expect(nav.querySelectorAll('li')).toHaveLength(11)
  })

  it('shows at most 3 items in reduced mode without a toggle', () => {
    renderWithIntl(
      <CircularNavigation label="Themen" centerText="Tribo" centerImage={null} items={items.slice(0, 2)} />,
    )
    expect(screen.getByRole('navigation')).toHaveAttribute('data-reduced', 'true')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

const person = {
  name: 'Sandra Frei',
  department: 'Verkauf',
  role: 'Kundenberaterin',
  phone: '+41 52 260 50 51',
  email: 's.frei@tribo.ch',
  image: null,
}

describe('BannerButton (campaign banner)', () => {
  it('follows the link for visitors without a contact person', () => {
    renderWithIntl(
      <SessionProvider session={{ user: null, contactPerson: null } as unknown as Session}>
        <BannerButton href="/de-ch/kontakt" text="Kontakt" triggerContactMenu />
      </SessionProvider>,
    )
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de-ch/kontakt')
  })

  it('opens the contact menu for a signed-in customer with a contact person', async () => {
    renderWithIntl(
      <SessionProvider
        session={
          { user: { firstName: 'Hans', lastName: 'Muster' }, contactPerson: person } as unknown as Session
        }
      >
        <ContactPersonFlyout mobile={false} />
        <BannerButton href="/de-ch/kontakt" text="Kontakt" triggerContactMenu />
      </SessionProvider>,
    )
    expect(screen.queryByText('Sandra Frei')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Kontakt' }))
    expect(screen.getByText('Sandra Frei')).toBeInTheDocument()
  })
})

describe('HomeStage', async () => {
  const { HomeStage } = await import('@/blocks/home/components/home-stage.client')
  const item = (id: string, title: string) => ({
    id,
    title,
    url: `/de-ch/${id}`,
    linkText: null,
    titleIntro: null,
    text: null,
    isIntro: false,
    background: image,
    slider: image,
    circle: null,
    thumbnail: image,
  })

  it('activates the hovered thumbnail’s stage and returns to stage 0 when the pointer leaves', () => {
    renderWithIntl(
      <HomeStage items={[item('a', 'Erste Bühne'), item('b', 'Zweite Bühne'), item('c', 'Dritte Bühne')]} />,
    )
    const desktop = screen.getByTestId('home-stage').querySelector('[data-active]')!
    const thumbnails = screen.getAllByTestId('stage-thumbnail')
    act(() => {
      fireEvent.pointerEnter(thumbnails[2]!)
    })
    expect(desktop).toHaveAttribute('data-active', '2')
    act(() => {
      fireEvent.pointerLeave(thumbnails[2]!.closest('ul')!)
    })
    expect(desktop).toHaveAttribute('data-active', '0')
  })
})
