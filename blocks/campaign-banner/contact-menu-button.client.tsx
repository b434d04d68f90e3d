'use client'

import { useSession } from '@/features/session/components/session-provider.client'
import { linkTarget } from '@/lib/link-target'

type Props = {
  href: string | null
  text: string
  newTab?: boolean | null
  triggerContactMenu: boolean
  className?: string
}

/**
 * The banner's button: for a signed-in visitor who has a contact person and
 * when the editor asked for it, it opens the contact menu in the header;
 * otherwise it follows the link.
 */
export function BannerButton({ href, text, newTab, triggerContactMenu, className }: Props) {
  const canContact = useSession((s) => !!s.session.user && !!s.session.contactPerson)
  const requestContactMenu = useSession((s) => s.requestContactMenu)
  if (triggerContactMenu && canContact) {
    return (
      <button type="button" className={className} onClick={requestContactMenu} data-testid="banner-contact">
        {text}
      </button>
    )
  }
  if (!href) return null
  return (
    <a href={href} className={className} {...linkTarget(newTab)}>
      {text}
    </a>
  )
}
