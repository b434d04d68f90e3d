/**
 * The slice's pure model: types, constants and rules, with no server, database or React code.
 * The CMS (cms/) imports a feature slice only through this file.
 */
export * from './constants'
export { documentData, type DocumentParts, type OrderDocumentData } from './document'
export { addressLines, documentFileName, pdfText, type PostalAddress } from './layout'
export type { DocumentTranslator } from './pdf'

/**
 * The PDF of an order document (pdf.ts). PDFKit loads with the first document, not with every
 * module that reads the slice's constants (the CMS config among them).
 */
export async function renderOrderDocument(
  ...args: Parameters<typeof import('./pdf').renderOrderDocument>
): Promise<Buffer> {
  return (await import('./pdf')).renderOrderDocument(...args)
}
