import { crc32, inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { createZip, uniqueEntryNames } from './zip'

/** Reads an archive back through its central directory, checking each CRC. */
function readZip(zip: Buffer): { name: string; data: Buffer; method: number }[] {
  const end = zip.length - 22
  expect(zip.readUInt32LE(end)).toBe(0x06054b50)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = []
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    expect(zip.readUInt32LE(local)).toBe(0x04034b50)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const body = zip.subarray(start, start + size)
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body)
    expect(crc32(data)).toBe(crc)
    files.push({ name, data, method })
    at += 46 + nameLength
  }
  return files
}

describe('createZip', () => {
  it('round-trips text (deflated) and random bytes (stored) with UTF-8 names', () => {
    const text = Buffer.from('Schmierstoff '.repeat(200))
    const random = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 251))
    const files = readZip(createZip([{ name: 'Datenblatt Öl.txt', data: text }, { name: 'bild.bin', data: random }]))
    expect(files.map((f) => f.name)).toEqual(['Datenblatt Öl.txt', 'bild.bin'])
    expect(files[0]!.method).toBe(8)
    expect(files[0]!.data.equals(text)).toBe(true)
    expect(files[1]!.data.equals(random)).toBe(true)
  })

  it('writes a valid empty archive', () => {
    expect(readZip(createZip([]))).toEqual([])
  })
})

describe('uniqueEntryNames', () => {
  it('numbers duplicates and strips path separators', () => {
    expect(uniqueEntryNames(['a.pdf', 'A.pdf', '../x/y.jpg', 'a (2).pdf', ''])).toEqual(['a.pdf', 'A (2).pdf', '_x_y.jpg', 'a (2) (2).pdf', 'file'])
  })
})
