import 'server-only'

import writeExcelFile from 'write-excel-file/node'

import { findTypeByPlate } from '@/features/oil-finder/server/tenant-content'
import { formatLicensePlate } from '@/features/oil-finder/schemas'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { PayloadTooLargeError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'
import { toCsv } from '@/lib/csv'
import { languageOf } from '@/lib/i18n/locales'
import { formatBytes } from '@/lib/bytes'
import { readSpreadsheet, type SpreadsheetProblem } from '@/lib/spreadsheet/read'

import {
  FLEET_IMPORT_MAX_BYTES,
  FLEET_IMPORT_MAX_ROWS,
  FLEET_MAX_ENTRIES,
  FLEET_MAX_YEARLY_KM,
  FLEET_NAME_MAX_LENGTH,
  FLEET_TAG_MAX_LENGTH,
} from '../constants'
import {
  FLEET_IMPORT_FIELD,
  readFleetImportRows,
  type FleetImportFileProblem,
  type FleetImportRowProblem,
} from '../import-rows'
import type { ImportReport } from '../schemas'
import { allEntries, createEntryDoc, inTransaction, vehicleData } from './entries'
import { fleetData, type FleetContext } from './request'

type Ctx = FleetContext

const fileProblem = (ctx: Ctx, problem: SpreadsheetProblem | FleetImportFileProblem) =>
  new ValidationError([
    {
      type: 'error',
      message:
        problem === 'tooManyRows'
          ? ctx.t('fleet.import.tooManyRows', { max: FLEET_IMPORT_MAX_ROWS })
          : ctx.t(`fleet.import.${problem}`),
      meta: { fields: [FLEET_IMPORT_FIELD] },
    } satisfies ApiMessage,
  ])

const reasonText = (ctx: Ctx, problem: FleetImportRowProblem) =>
  ctx.t(`fleet.import.reasons.${problem}`, {
    max:
      problem === 'yearlyKm'
        ? FLEET_MAX_YEARLY_KM
        : problem === 'tooLong'
          ? Math.min(FLEET_NAME_MAX_LENGTH, FLEET_TAG_MAX_LENGTH)
          : FLEET_MAX_ENTRIES,
  })

/** 413 naming the file field. */
export const fileTooLarge = (ctx: Ctx) =>
  new PayloadTooLargeError([
    {
      type: 'error',
      message: ctx.t('fleet.import.tooLarge', { max: formatBytes(FLEET_IMPORT_MAX_BYTES, 0) }),
      meta: { fields: [FLEET_IMPORT_FIELD] },
    },
  ])

/**
 * POST /api/fleet/import: the vehicles of a file of licence plates (XLSX or
 * CSV, see features/fleet/import-rows.ts). A file that cannot be read as a
 * whole — another type, an old .xls, damaged, empty, no plate column, too
 * many rows — is a 400 naming `file`, and nothing is added. Otherwise every
 * good row is added (its type from the plate, its components from the
 * tenant's recommendation) in one transaction, and every bad row is
 * reported with its row number and reason: a formula, no plate, a plate
 * twice in the file or already in the fleet, a plate we know no vehicle
 * for, bad km per year, a text too long, a full fleet.
 */
export async function importFleetFile(ctx: Ctx, bytes: Uint8Array) {
  const read = await readSpreadsheet(bytes)
  if (!read.ok) throw fileProblem(ctx, read.problem)
  const parsed = readFleetImportRows(read.rows)
  if (!parsed.ok) throw fileProblem(ctx, parsed.problem)

  const language = languageOf(ctx.locale)
  const existing = await allEntries(fleetData(ctx))
  const plates = new Set(existing.flatMap((doc) => doc.licensePlate ?? []))
  let room = FLEET_MAX_ENTRIES - existing.length
  const problems: { row: number; text: string; problem: FleetImportRowProblem }[] = [...parsed.problems]
  const wanted: { row: (typeof parsed.rows)[number]; data: Record<string, unknown> }[] = []
  for (const row of parsed.rows) {
    const text = [formatLicensePlate(row.plate), row.name, row.site, row.costCentre, row.yearlyKm]
      .filter((part) => part != null && part !== '')
      .join('; ')
    if (plates.has(row.plate)) {
      problems.push({ row: row.row, text, problem: 'duplicateFleet' })
      continue
    }
    const summary = await findTypeByPlate(ctx.tenant.id, row.plate, language)
    if (!summary) {
      problems.push({ row: row.row, text, problem: 'unknownPlate' })
      continue
    }
    if (room <= 0) {
      problems.push({ row: row.row, text, problem: 'fleetFull' })
      continue
    }
    room--
    wanted.push({
      row,
      data: await vehicleData(ctx, summary, 'import', {
        plate: row.plate,
        name: row.name,
        site: row.site,
        costCentre: row.costCentre,
        yearlyKm: row.yearlyKm,
      }),
    })
  }
  const added = await inTransaction(async (req) => {
    const done: ImportReport['added'] = []
    for (const { row, data } of wanted) {
      const doc = await createEntryDoc(ctx, data, req)
      done.push({ row: row.row, id: doc.id, name: doc.name, licensePlate: formatLicensePlate(row.plate) })
    }
    return done
  })
  const report: ImportReport = {
    added,
    problems: problems
      .sort((a, b) => a.row - b.row)
      .map((problem) => ({ row: problem.row, text: problem.text, reason: reasonText(ctx, problem.problem) })),
  }
  return reply(
    { report },
    {
      status: added.length ? 201 : 200,
      messages: [
        {
          type: added.length ? 'success' : 'warning',
          message: ctx.t('fleet.api.imported', { added: added.length, problems: report.problems.length }),
        },
      ],
    },
  )
}

/**
 * GET /api/fleet/import/template?format=xlsx|csv: a file to fill in, with
 * the column headers in the caller's language (which the upload
 * recognises) and two example rows.
 */
export async function fleetTemplate(
  ctx: Ctx,
  format: 'xlsx' | 'csv',
): Promise<{ body: Uint8Array; type: string; fileName: string }> {
  const header = [
    ctx.t('fleet.import.headerPlate'),
    ctx.t('fleet.import.headerName'),
    ctx.t('fleet.import.headerSite'),
    ctx.t('fleet.import.headerCostCentre'),
    ctx.t('fleet.import.headerYearlyKm'),
  ]
  const rows: (string | number)[][] = [
    ['GR 12345', 'Lieferwagen 1', 'Depot Chur', 'KST 4100', 25000],
    ['ZH 123456', '', '', '', ''],
  ]
  const fileName = ctx.t('fleet.import.fileName')
  if (format === 'csv')
    return {
      body: new TextEncoder().encode(toCsv(header, rows)),
      type: 'text/csv; charset=utf-8',
      fileName: `${fileName}.csv`,
    }
  const body = await writeExcelFile([header, ...rows], {
    columns: [{ width: 18 }, { width: 28 }, { width: 20 }, { width: 16 }, { width: 12 }],
  }).toBuffer()
  return {
    body: new Uint8Array(body),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${fileName}.xlsx`,
  }
}
