import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, type ReadStream } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { crc32, inflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { shouldCompress, uniqueEntryNames, zipStream, type ZipEntry } from './zip'

type ReadEntry = { name: string; data: Buffer; method: number; utf8: boolean; modified: Date }

/** The whole streamed archive. */
const collect = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer())

/** Reads an archive back through its central directory (no ZIP64), checking each CRC and size. */
function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.length - 22
  expect(zip.readUInt32LE(end)).toBe(0x06054b50)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files: ReadEntry[] = []
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const flags = zip.readUInt16LE(at + 8)
    const method = zip.readUInt16LE(at + 10)
    const time = zip.readUInt16LE(at + 12)
    const day = zip.readUInt16LE(at + 14)
    const crc = zip.readUInt32LE(at + 16)
    const compressedSize = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    expect(zip.readUInt32LE(local)).toBe(0x04034b50)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const body = zip.subarray(start, start + compressedSize)
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body)
    expect(data.length).toBe(size)
    expect(crc32(data)).toBe(crc)
    const modified = new Date(
      1980 + (day >> 9),
      ((day >> 5) & 0xf) - 1,
      day & 0x1f,
      time >> 11,
      (time >> 5) & 0x3f,
      (time & 0x1f) * 2,
    )
    files.push({ name, data, method, utf8: (flags & 0x0800) !== 0, modified })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return files
}

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

let dir = ''
let textPath = ''
let photoPath = ''
let bigPath = ''
const text = Buffer.from('Schmierstoff '.repeat(2000))
const photo = randomBytes(200_000)

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zip-test-'))
  textPath = path.join(dir, 'text.txt')
  photoPath = path.join(dir, 'photo.jpg')
  bigPath = path.join(dir, 'big.bin')
  await writeFile(textPath, text)
  await writeFile(photoPath, photo)
  await writeFile(bigPath, randomBytes(8 * 1024 * 1024))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('zipStream', () => {
  const modified = new Date(2024, 4, 17, 9, 30, 42)

  const entries = (): ZipEntry[] => [
    { name: 'Datenblatt Öl.txt', path: textPath, modified },
    { name: 'Foto.JPG', path: photoPath, modified },
    { name: 'notiz.txt', data: Buffer.from('Hallo'), modified },
    { name: 'lazy.txt', open: () => Readable.from([Buffer.from('ge'), Buffer.from('streamt')]) },
    { name: 'bild.jpg', open: async () => Buffer.from('kein echtes JPEG') },
  ]

  it('streams files from disk, buffers and lazy content with UTF-8 names, dates, CRCs; deflated or stored by type', async () => {
    const files = readZip(await collect(zipStream(entries())))
    expect(files.map((f) => f.name)).toEqual([
      'Datenblatt Öl.txt',
      'Foto.JPG',
      'notiz.txt',
      'lazy.txt',
      'bild.jpg',
    ])
    expect(files.map((f) => f.method)).toEqual([8, 0, 8, 8, 0])
    expect(files.every((f) => f.utf8)).toBe(true)
    expect(files[0]!.data.equals(text)).toBe(true)
    expect(files[1]!.data.equals(photo)).toBe(true)
    expect(files[2]!.data.toString()).toBe('Hallo')
    expect(files[3]!.data.toString()).toBe('gestreamt')
    expect(files[4]!.data.toString()).toBe('kein echtes JPEG')
    expect(files[0]!.modified).toEqual(modified)
    expect(files[2]!.modified).toEqual(modified)
  })

  it('deflates text well below its size', async () => {
    const zip = await collect(zipStream([{ name: 'a.txt', path: textPath }]))
    expect(zip.length).toBeLessThan(text.length / 10)
  })

  it.skipIf(!hasUnzip)('is an archive unzip tests clean', async () => {
    const file = path.join(dir, 'check.zip')
    await writeFile(file, await collect(zipStream(entries())))
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected')
  })

  it('numbers duplicate names and flattens folders', async () => {
    const files = readZip(
      await collect(
        zipStream([
          { name: 'a.pdf', data: Buffer.from('1') },
          { name: 'A.pdf', data: Buffer.from('2') },
          { name: '../x/a.pdf', data: Buffer.from('3') },
        ]),
      ),
    )
    expect(files.map((f) => [f.name, f.data.toString()])).toEqual([
      ['a.pdf', '1'],
      ['A (2).pdf', '2'],
      ['_x_a.pdf', '3'],
    ])
  })

  it('writes a valid empty archive', async () => {
    expect(readZip(await collect(zipStream([])))).toEqual([])
  })

  it('errors the stream when a file is missing', async () => {
    const stream = zipStream([
      { name: 'a.txt', data: Buffer.from('a') },
      { name: 'weg.pdf', path: path.join(dir, 'vanished.pdf') },
    ])
    await expect(collect(stream)).rejects.toThrow(/ENOENT/)
  })

  it('errors the stream when lazy content fails, stream or promise', async () => {
    await expect(
      collect(zipStream([{ name: 'a.jpg', open: () => Promise.reject(new Error('sharp failed')) }])),
    ).rejects.toThrow('sharp failed')
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'))
      },
    })
    await expect(collect(zipStream([{ name: 'a.txt', open: () => broken }]))).rejects.toThrow('disk gone')
    // Later entries are never opened.
    const after = vi.fn(() => Buffer.from('x'))
    await expect(
      collect(
        zipStream([
          { name: 'weg.txt', path: path.join(dir, 'vanished.txt') },
          { name: 'b.txt', open: after },
        ]),
      ),
    ).rejects.toThrow()
    expect(after).not.toHaveBeenCalled()
  })

  it('opens the next entry only once the one before has been read by the client', async () => {
    const next = vi.fn(() => Buffer.from('danach'))
    const stream = zipStream([
      { name: 'big.bin', path: bigPath },
      { name: 'next.txt', open: next },
    ])
    const reader = stream.getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // Not read on: the 8 MB file is still being read (a little ahead of the client), the next entry untouched.
    expect(next).not.toHaveBeenCalled()
    let total = first.value!.length
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      total += chunk.value.length
    expect(next).toHaveBeenCalledTimes(1)
    expect(total).toBeGreaterThan(8 * 1024 * 1024)
  })

  it('closes the file being read and opens no further entry when the client cancels', async () => {
    let file: ReadStream | undefined
    const next = vi.fn(() => Buffer.from('danach'))
    const reader = zipStream([
      { name: 'big.bin', open: () => (file = createReadStream(bigPath)) },
      { name: 'next.txt', open: next },
    ]).getReader()
    await reader.read()
    await reader.cancel()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(file?.destroyed).toBe(true)
    expect(next).not.toHaveBeenCalled()
  })
})

describe('shouldCompress', () => {
  it('stores already-compressed types and deflates the rest', () => {
    expect(['x.pdf', 'x.JPEG', 'x.png', 'x.webp', 'x.zip', 'x.tar.gz', 'x.mp4'].map(shouldCompress)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(['x.txt', 'x.csv', 'x.tif', 'x.svg', 'x'].map(shouldCompress)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
  })
})

describe('uniqueEntryNames', () => {
  it('numbers duplicates and strips path separators', () => {
    expect(uniqueEntryNames(['a.pdf', 'A.pdf', '../x/y.jpg', 'a (2).pdf', ''])).toEqual([
      'a.pdf',
      'A (2).pdf',
      '_x_y.jpg',
      'a (2) (2).pdf',
      'file',
    ])
  })
})
