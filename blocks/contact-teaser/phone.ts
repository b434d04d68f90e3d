/** A tel: address from a phone number as people write it (+41 52 123 45 67 → tel:+41521234567; 0041 → +41). */
export function phoneHref(value: string): string {
  const digits = value.trim().replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('00') ? `+${digits.slice(2)}` : digits}`
}
