/**
 * Whether a document that starts like a PDF also ends like one: the CMS's
 * upload check (Payload's validatePDF) wants `xref` and `%%EOF` within the
 * last 1024 bytes and refuses the file otherwise. Checked before storing, so
 * a truncated or damaged PDF is a 400 naming the file instead of a failed
 * transaction.
 */
export function isCompletePdf(data: Uint8Array): boolean {
  const start = Buffer.from(data.subarray(0, 8)).toString('latin1')
  const end = Buffer.from(data.subarray(Math.max(0, data.length - 1024))).toString('latin1')
  return start.startsWith('%PDF-') && end.includes('xref') && end.includes('%%EOF')
}
