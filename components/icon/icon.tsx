import { ICONS, isIconName } from './icons'
import styles from './icon.module.css'

type Props = {
  /** One of the names in icons.ts; an unknown name only logs a warning. */
  name: string
  /** Makes the icon meaningful on its own (role img); without it the icon is decorative. */
  label?: string
  size?: number
  className?: string
}

const warned = new Set<string>()

/** An inline outline icon in the current text colour. */
export function Icon({ name, label, size = 24, className }: Props) {
  if (!isIconName(name)) {
    if (!warned.has(name)) {
      warned.add(name)
      console.warn(`Icon "${name}" does not exist.`)
    }
    return null
  }
  return (
    <svg
      className={`${styles.icon}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
