import { normalizeLicensePlate } from '@/features/oil-finder/schemas'
import { cellText, isFormulaCell, normaliseHeader, type SheetCell } from '@/lib/spreadsheet/cells'

import {
  FLEET_IMPORT_MAX_ROWS,
  FLEET_MAX_YEARLY_KM,
  FLEET_NAME_MAX_LENGTH,
  FLEET_TAG_MAX_LENGTH,
} from './constants'

/**
 * A file of licence plates for the fleet (pure): the rows a spreadsheet
 * reader gave (lib/spreadsheet), the columns found by their headers in any
 * of the four languages (or, without a header, plate · name · site · cost
 * centre · km/year), and each row read or named as a problem with its row
 * number in the file. Whether a plate is known or already in the fleet is
 * the server's part.
 */

export const FLEET_IMPORT_FIELD = 'file'

/** Problems of a whole file (nothing is added). */
export type FleetImportFileProblem = 'empty' | 'columns' | 'tooManyRows'

/** Problems of one row (the server adds unknownPlate, duplicateFleet and fleetFull). */
export type FleetImportRowProblem =
  | 'formula'
  | 'plate'
  | 'duplicateFile'
  | 'yearlyKm'
  | 'tooLong'
  | 'unknownPlate'
  | 'duplicateFleet'
  | 'fleetFull'

export type FleetImportRow = {
  /** The row number in the file (1-based, as the spreadsheet shows it). */
  row: number
  plate: string
  name: string | null
  site: string | null
  costCentre: string | null
  yearlyKm: number | null
}

export type FleetImportParse =
  | { ok: false; problem: FleetImportFileProblem }
  | {
      ok: true
      rows: FleetImportRow[]
      problems: { row: number; text: string; problem: FleetImportRowProblem }[]
    }

type Column = 'plate' | 'name' | 'site' | 'costCentre' | 'yearlyKm'

/** Header words of each column (compared without case, accents, spaces and punctuation). */
const HEADERS: Record<Column, string[]> = {
  plate: [
    'kontrollschild',
    'kennzeichen',
    'nummernschild',
    'autonummer',
    'schild',
    'plaque',
    'plaquedimmatriculation',
    'immatriculation',
    'numerodeplaque',
    'targa',
    'numeroditarga',
    'licenceplate',
    'licenseplate',
    'plate',
    'numberplate',
    'registration',
  ],
  name: [
    'bezeichnung',
    'name',
    'fahrzeug',
    'designation',
    'nom',
    'vehicule',
    'denominazione',
    'nome',
    'veicolo',
    'vehicle',
  ],
  site: ['standort', 'depot', 'ort', 'site', 'lieu', 'sede', 'ubicazione', 'location'],
  costCentre: [
    'kostenstelle',
    'kst',
    'centredecouts',
    'centredecout',
    'centrodicosto',
    'centrodicosti',
    'costcentre',
    'costcenter',
  ],
  yearlyKm: [
    'kmjahr',
    'kmprojahr',
    'jahreskilometer',
    'jahresfahrleistung',
    'kman',
    'kmparan',
    'kmanno',
    'kmallanno',
    'kmyear',
    'kmperyear',
    'yearlykm',
    'annualkm',
  ],
}

function columnsOf(cells: SheetCell[]): Partial<Record<Column, number>> | null {
  const names = cells.map((cell) => normaliseHeader(cellText(cell)))
  const found: Partial<Record<Column, number>> = {}
  for (const column of Object.keys(HEADERS) as Column[]) {
    const index = names.findIndex(
      (name, i) => HEADERS[column].includes(name) && !Object.values(found).includes(i),
    )
    if (index >= 0) found[column] = index
  }
  return found.plate == null ? null : found
}

/** Km per year as Swiss spreadsheets write it (25000, 25'000, 25 000, 25000.0); null when it is none. */
export function yearlyKmOf(cell: SheetCell): number | null | 'bad' {
  if (cell == null || cellText(cell) === '') return null
  if (typeof cell === 'number')
    return Number.isInteger(cell) && cell >= 0 && cell <= FLEET_MAX_YEARLY_KM ? cell : 'bad'
  const text = cellText(cell).replace(/['’\u2009\u202f ]/g, '')
  const match = /^(\d{1,6})(?:[.,]0+)?$/.exec(text)
  if (!match) return 'bad'
  const value = Number(match[1])
  return value <= FLEET_MAX_YEARLY_KM ? value : 'bad'
}

/**
 * Reads the rows of a plate file. The first non-empty row is the header when
 * it names the plate column; a first row whose first cell is a plate means
 * there is none (plate, name, site, cost centre, km/year in this order).
 * Empty rows are skipped; more than FLEET_IMPORT_MAX_ROWS data rows refuse
 * the file.
 */
export function readFleetImportRows(rows: SheetCell[][]): FleetImportParse {
  const first = rows.findIndex((row) => row.some((cell) => cellText(cell) !== ''))
  if (first < 0) return { ok: false, problem: 'empty' }
  let columns = columnsOf(rows[first]!)
  let start = first + 1
  if (!columns) {
    if (!normalizeLicensePlate(cellText(rows[first]![0]))) return { ok: false, problem: 'columns' }
    columns = { plate: 0, name: 1, site: 2, costCentre: 3, yearlyKm: 4 }
    start = first
  }
  const dataRows = rows.slice(start).filter((row) => row.some((cell) => cellText(cell) !== ''))
  if (dataRows.length > FLEET_IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows' }

  const cell = (row: SheetCell[], column: Column) =>
    columns![column] == null ? undefined : row[columns![column]!]
  const read: FleetImportRow[] = []
  const problems: { row: number; text: string; problem: FleetImportRowProblem }[] = []
  const seen = new Set<string>()
  for (let index = start; index < rows.length; index++) {
    const cells = rows[index]!
    if (!cells.some((c) => cellText(c) !== '')) continue
    const row = index + 1
    const text = cells.map(cellText).filter(Boolean).join('; ').slice(0, 200)
    if (cells.some(isFormulaCell)) {
      problems.push({ row, text, problem: 'formula' })
      continue
    }
    const plate = normalizeLicensePlate(cellText(cell(cells, 'plate')))
    if (!plate) {
      problems.push({ row, text, problem: 'plate' })
      continue
    }
    if (seen.has(plate)) {
      problems.push({ row, text, problem: 'duplicateFile' })
      continue
    }
    const yearlyKm = yearlyKmOf(cell(cells, 'yearlyKm'))
    if (yearlyKm === 'bad') {
      problems.push({ row, text, problem: 'yearlyKm' })
      continue
    }
    const name = cellText(cell(cells, 'name')) || null
    const site = cellText(cell(cells, 'site')) || null
    const costCentre = cellText(cell(cells, 'costCentre')) || null
    if (
      (name?.length ?? 0) > FLEET_NAME_MAX_LENGTH ||
      (site?.length ?? 0) > FLEET_TAG_MAX_LENGTH ||
      (costCentre?.length ?? 0) > FLEET_TAG_MAX_LENGTH
    ) {
      problems.push({ row, text, problem: 'tooLong' })
      continue
    }
    seen.add(plate)
    read.push({ row, plate, name, site, costCentre, yearlyKm })
  }
  return { ok: true, rows: read, problems }
}
