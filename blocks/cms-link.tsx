import type { ReactNode } from 'react'

import { linkTarget } from '@/lib/link-target'

/** A link as the block configs store it. */
export type LinkData =
  | { href?: string | null; text?: string | null; alt?: string | null; newTab?: boolean | null }
  | null
  | undefined

/** True when the link leads somewhere. */
export function hasHref(
  link: LinkData,
): link is { href: string; text?: string | null; alt?: string | null; newTab?: boolean | null } {
  return !!link?.href?.trim()
}

type Props = { link: LinkData; className?: string; children?: ReactNode; fallbackText?: string }

/** An editor's link; renders nothing without an address. */
export function CmsLink({ link, className, children, fallbackText }: Props) {
  if (!hasHref(link)) return null
  return (
    <a href={link.href} className={className} title={link.alt ?? undefined} {...linkTarget(link.newTab)}>
      {children ?? link.text ?? fallbackText}
    </a>
  )
}
