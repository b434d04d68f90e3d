import type { FileKind } from './types'

/** What a file is, read from its first bytes (never from its name or the browser's type). */
export type DetectedFile = {
  kind: FileKind
  mimeType: string
  extension: string
  /** False for a PDF cut short: no cross-reference table or end marker in its last kilobyte. */ complete: boolean
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * PDF (`%PDF-` at the start, as every PDF writer puts it), JPEG, PNG, GIF and
 * WebP by their signatures. Anything else — including a PNG renamed to
 * lebenslauf.pdf — is null.
 */
export function detectFileKind(bytes: Uint8Array): DetectedFile | null {
  if (startsWith(bytes, ascii('%PDF-')))
    return { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf', complete: isCompletePdf(bytes) }
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg', complete: true }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png', extension: 'png', complete: true }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'image', mimeType: 'image/gif', extension: 'gif', complete: true }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp', complete: true }
  return null
}

/**
 * Every PDF writer ends the file with the cross-reference offset (`startxref`)
 * and `%%EOF`; a file without them in its last kilobyte was cut short (an
 * interrupted download). The CMS's own upload check asks the same.
 */
function isCompletePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1')
  return tail.includes('%%EOF') && tail.includes('xref')
}

/** A name safe to store: no folders, no control or odd characters, at most 120 characters, with the extension of what the file really is. */
export function storedFileName(original: string, detected: DetectedFile): string {
  const base = original.split(/[\\/]/).pop() ?? ''
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '-')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 110)
  return `${stem || 'datei'}.${detected.extension}`
}
