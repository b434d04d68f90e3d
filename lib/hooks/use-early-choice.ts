import { useEffect, useRef, type RefObject } from 'react'

/**
 * A choice made in a server-rendered control before React hydrated it: React
 * 19 keeps the DOM's value on hydration but fires no change event for it, so
 * a controlled `<select>` showed the new choice while its state (and what the
 * island read) stayed the old one, and the next render put the old one back.
 * Give the returned ref to the control: once mounted, a value that differs
 * from the rendered one is applied through `apply`, as if chosen now.
 */
export function useEarlyChoice<E extends HTMLSelectElement | HTMLInputElement>(
  rendered: string,
  apply: (value: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null)
  const first = useRef({ rendered, apply })
  useEffect(() => {
    const element = ref.current
    if (!element || element.value === first.current.rendered) return
    // A select whose rendered value is none of its options shows another one without anyone choosing.
    if (
      element instanceof HTMLSelectElement &&
      ![...element.options].some((option) => option.value === first.current.rendered)
    )
      return
    first.current.apply(element.value)
  }, [])
  return ref
}
