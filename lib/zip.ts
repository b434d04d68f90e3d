import { crc32, deflateRawSync } from 'node:zlib'

/** One file of a ZIP archive. */
export type ZipEntry = { name: string; data: Buffer; modified?: Date }

const UTF8_FLAG = 0x0800

/** MS-DOS time and date of `date` (local fields, 2-second resolution, 1980 at the earliest). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(date.getFullYear(), 1980)
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

/**
 * Names inside the archive: folders flattened, characters Windows refuses
 * replaced, and a duplicate name numbered ("datenblatt (2).pdf").
 */
export function uniqueEntryNames(names: string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((raw) => {
    const clean = raw.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').replace(/^\.+/, '').trim() || 'file'
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

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, no ZIP64: up to 65 535 files and 4 GiB)
 * of `entries`. Each file is deflated when that makes it smaller and stored
 * as it is otherwise (JPEGs, PDFs). Names are UTF-8.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  if (entries.length > 0xffff) throw new Error('ZIP: more than 65 535 files need ZIP64')
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  const names = uniqueEntryNames(entries.map((e) => e.name))
  let offset = 0
  for (const [index, entry] of entries.entries()) {
    const name = Buffer.from(names[index]!, 'utf8')
    const deflated = deflateRawSync(entry.data)
    const compress = deflated.length < entry.data.length
    const body = compress ? deflated : entry.data
    const crc = crc32(entry.data)
    const { time, day } = dosDateTime(entry.modified ?? new Date())
    if (offset + 30 + name.length + body.length > 0xffffffff) throw new Error('ZIP: archives above 4 GiB need ZIP64')

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(UTF8_FLAG, 6)
    local.writeUInt16LE(compress ? 8 : 0, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(day, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(UTF8_FLAG, 8)
    central.writeUInt16LE(compress ? 8 : 0, 10)
    central.writeUInt16LE(time, 12)
    central.writeUInt16LE(day, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)

    locals.push(local, name, body)
    centrals.push(central, name)
    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
