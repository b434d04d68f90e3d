import { createReadStream } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { ZipFile } from 'yazl'

/**
 * One file of a ZIP archive and where its bytes come from:
 * - `path`: a file on disk, read as a stream when its turn comes;
 * - `data`: bytes already in memory;
 * - `open`: called only when the archive reaches this entry (never ahead of
 *   it), for content made on demand — a stream, or a Buffer made then.
 */
export type ZipEntry = {
  name: string
  /** Kept in the archive (DOS time and the Info-ZIP Unix timestamp); now when missing. */
  modified?: Date
  /** Deflate this entry; by default every file but already-compressed types (STORED_EXTENSIONS). */
  compress?: boolean
} & ({ path: string } | { data: Buffer } | { open: () => Buffer | Readable | Promise<Buffer | Readable> })

/** Types that are compressed already: deflating them again costs time and gains nothing, so they are stored. */
export const STORED_EXTENSIONS: ReadonlySet<string> = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'heic',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'rar',
  'mp4',
  'm4v',
  'mov',
  'webm',
  'mkv',
  'mp3',
  'm4a',
  'aac',
  'ogg',
  'docx',
  'xlsx',
  'pptx',
  'woff2',
])

/** Whether an entry called `name` is deflated (true) or stored as it is. */
export function shouldCompress(name: string): boolean {
  return !STORED_EXTENSIONS.has(path.extname(name).slice(1).toLowerCase())
}

/**
 * Names inside the archive: folders flattened, characters Windows refuses
 * replaced, and a duplicate name numbered ("datenblatt (2).pdf").
 */
export function uniqueEntryNames(names: string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((raw) => {
    const clean =
      raw
        .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')
        .replace(/^\.+/, '')
        .trim() || 'file'
    const key = clean.toLowerCase()
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    if (count === 1) return clean
    const dot = clean.lastIndexOf('.')
    const numbered = dot > 0 ? `${clean.slice(0, dot)} (${count})${clean.slice(dot)}` : `${clean} (${count})`
    seen.set(numbered.toLowerCase(), 1)
    return numbered
  })
}

async function openEntry(entry: ZipEntry): Promise<Readable> {
  if ('path' in entry) return createReadStream(entry.path)
  const content = 'data' in entry ? entry.data : await entry.open()
  // Readable.from hands a Buffer on as one chunk (it does not iterate its bytes).
  return Buffer.isBuffer(content) ? Readable.from(content) : content
}

/**
 * A ZIP archive of `entries`, written while it is read (yazl: UTF-8 names,
 * ZIP64 when needed, CRCs and sizes in data descriptors), for
 * `new Response(zipStream(entries), { headers })` — without a Content-Length,
 * which is not known before the end.
 *
 * Memory stays bounded: yazl writes the entries in order and opens an
 * entry (reads its file, or calls `open`) only once the one before it has
 * been written through, and it writes through `pipe`, so a file is read no
 * faster than the client takes the archive. Neither a file nor the archive
 * is ever held whole — only stream buffers of some tens of KiB and at most
 * one `open` Buffer, made when its turn comes and let go once written.
 *
 * An error on the way (a file vanished, `open` failed) errors the stream:
 * the client's download breaks off, the process goes on. When the client
 * goes away, the file being read is closed and no further entry is opened.
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  const zip = new ZipFile()
  const output = zip.outputStream as Readable
  let current: Readable | null = null
  const fail = (error: Error) => {
    if (!output.destroyed) output.destroy(error)
  }
  // yazl reports its errors (and ours, re-emitted) on the ZipFile; unhandled, an EventEmitter 'error' would throw.
  zip.on('error', fail)
  // Finished, failed or cancelled by the client: stop reading the current file (a no-op once it has ended).
  output.once('close', () => {
    current?.destroy()
    current = null
  })

  const names = uniqueEntryNames(entries.map((entry) => entry.name))
  entries.forEach((entry, index) => {
    const name = names[index]!
    zip.addReadStreamLazy(
      name,
      { mtime: entry.modified ?? new Date(), compress: entry.compress ?? shouldCompress(name) },
      (callback) => {
        if (output.destroyed) return
        openEntry(entry).then(
          (stream) => {
            if (output.destroyed) {
              stream.destroy()
              return
            }
            current = stream
            // yazl pipes the stream but does not listen for its errors: a read error (ENOENT, EIO) fails the archive.
            stream.on('error', (error) => zip.emit('error', error))
            callback(null, stream)
          },
          (error: unknown) => zip.emit('error', error instanceof Error ? error : new Error(String(error))),
        )
      },
    )
  })
  zip.end()
  return Readable.toWeb(output) as ReadableStream<Uint8Array>
}
