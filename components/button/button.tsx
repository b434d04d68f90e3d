import Link from 'next/link'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'

/** How strongly an action asks to be taken: one primary per area; danger removes or cancels something. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger'
export type ButtonSize = 'small' | 'default' | 'large'

export type ButtonLook = {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Takes the full width of its container. */
  block?: boolean
}

/** The global classes of the button system (styles/globals.css) for a look; for places that cannot use the components. */
export function buttonClassName(
  { variant = 'secondary', size = 'default', block = false }: ButtonLook = {},
  extra?: string,
): string {
  return [
    'button',
    `button--${variant}`,
    size !== 'default' && `button--${size}`,
    block && 'button--block',
    extra,
  ]
    .filter(Boolean)
    .join(' ')
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** The action runs: a spinner shows, the button stays focusable but takes no clicks (aria-busy). */
    busy?: boolean
    children: ReactNode
  }

const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()

/**
 * A button of the button system; `type` defaults to "button" so it never submits a form by accident.
 * Busy, it swallows clicks (and a form's submit) where there is something to swallow; a server
 * component's busy button without a handler gets none (event handlers cannot cross to the browser).
 */
export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const busyClick = onClick || type === 'submit' ? ignore : undefined
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={busy ? busyClick : onClick}
    >
      {children}
    </button>
  )
}

type ButtonLinkProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    href: string
    /** A link that cannot be followed yet (e.g. while the cart is saving): announced as disabled, clicks do nothing. */
    disabled?: boolean
    /** A plain <a> (downloads, other applications' pages) instead of Next's client-side link. */
    native?: boolean
    children: ReactNode
  }

/**
 * A link that looks like a button of the system (navigation: to the checkout, home, a list).
 * A disabled one (e.g. while the cart saves) keeps its place without an address, announced as disabled.
 * Event handlers stay optional, so server components can render it.
 */
export function ButtonLink({
  variant,
  size,
  block,
  disabled = false,
  native = false,
  className,
  href,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, block }, className)
  if (disabled) {
    const { onClick: _ignored, ...inert } = rest
    void _ignored
    return (
      <a {...inert} role="link" aria-disabled="true" className={classes}>
        {children}
      </a>
    )
  }
  if (native) {
    return (
      <a {...rest} href={href} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <Link {...rest} href={href} className={classes}>
      {children}
    </Link>
  )
}
