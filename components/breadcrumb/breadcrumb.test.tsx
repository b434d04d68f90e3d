import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Breadcrumb, type BreadcrumbData as BreadcrumbItem } from './breadcrumb'

const items: BreadcrumbItem[] = [
  { label: 'Unternehmen', uri: '/de-ch/unternehmen', disabled: false },
  { label: 'Geschichte', uri: '/de-ch/unternehmen/geschichte', disabled: true },
]

describe('Breadcrumb', () => {
  it('starts with the home link and renders disabled items as plain text', () => {
    render(<Breadcrumb homeUrl="/de-ch" homeLabel="Startseite" label="Brotkrümelnavigation" items={items} />)
    expect(screen.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de-ch')
    expect(screen.getByRole('link', { name: 'Unternehmen' })).toHaveAttribute('href', '/de-ch/unternehmen')
    expect(screen.queryByRole('link', { name: 'Geschichte' })).toBeNull()
    expect(screen.getByText('Geschichte')).toHaveAttribute('aria-current', 'page')
  })

  it('refuses a payload that is not an array', () => {
    expect(() =>
      render(
        <Breadcrumb
          homeUrl="/"
          homeLabel="Home"
          label="Breadcrumb"
          items={{} as unknown as BreadcrumbItem[]}
        />,
      ),
    ).toThrow('The given payload is not of type Array.')
  })
})

describe('Breadcrumb extras', () => {
  it('marks the last item as the current page even when it is not disabled', () => {
    render(
      <Breadcrumb
        homeUrl="/de-ch"
        homeLabel="Startseite"
        label="Pfad"
        items={[{ label: 'Produkte', uri: '/de-ch/produkte', disabled: false }]}
      />,
    )
    expect(screen.queryByRole('link', { name: 'Produkte' })).toBeNull()
    expect(screen.getByText('Produkte')).toHaveAttribute('aria-current', 'page')
  })

  it('shows category icons only when asked', () => {
    const withIcon = [
      { label: 'Motorenöle', uri: '/de-ch/motorenoele', disabled: false, icon: 'oil' },
      {
        label: 'Synth',
        uri: '/de-ch/motorenoele/synth',
        disabled: false,
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ]
    const { container, rerender } = render(
      <Breadcrumb homeUrl="/" homeLabel="Startseite" label="Pfad" items={withIcon} />,
    )
    expect(container.querySelectorAll('li svg, li img')).toHaveLength(1) // the home icon only
    rerender(<Breadcrumb homeUrl="/" homeLabel="Startseite" label="Pfad" items={withIcon} showIcons />)
    expect(container.querySelectorAll('li svg')).toHaveLength(2)
    expect(container.querySelector('li img')).toHaveAttribute('alt', '')
  })
})
