import type { FileKind } from './types'

/** What a file is, read from its first bytes (never from its name or the browser's type). */
export type DetectedFile = { kind: FileKind; mimeType: string; extension: string }

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * PDF (`%PDF-` at the start, as every PDF writer puts it), JPEG, PNG, GIF and
 * WebP by their signatures. Anything else — including a PNG renamed to
 * lebenslauf.pdf — is null.
 */
export function detectFileKind(bytes: Uint8Array): DetectedFile | null {
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mimeType: 'image/png', extension: 'png' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { kind: 'image', mimeType: 'image/gif', extension: 'gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { kind: 'image', mimeType: 'image/webp', extension: 'webp' }
  return null
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
