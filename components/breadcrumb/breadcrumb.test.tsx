import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Breadcrumb as BreadcrumbItem } from '@/features/session/types'

import { Breadcrumb } from './breadcrumb'

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

  it('refuses a payload that is not an array with the SPEC §5 message', () => {
    expect(() => render(<Breadcrumb homeUrl="/" homeLabel="Home" label="Breadcrumb" items={{} as unknown as BreadcrumbItem[]} />)).toThrow(
      'The given payload is not of type Array.',
    )
  })
})
