/**
 * Control characters in text a user types: they are refused, never cut away
 * or stored (a NUL ends a string in the ERP and in some databases, a tab or
 * an escape sequence breaks exports). Line breaks are allowed only where a
 * field has several lines (a remark).
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

/** Whether `text` holds a control character (C0 or DEL); `lineBreaks` lets \n and \r pass. */
export function hasControlCharacters(
  text: string,
  { lineBreaks = false }: { lineBreaks?: boolean } = {},
): boolean {
  return (lineBreaks ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text)
}

/** The message of a zod refinement that refused control characters (the handlers name the field with it). */
export const CONTROL_CHARACTERS_ISSUE = 'control'
