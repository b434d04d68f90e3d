// Reads the text of a PDF in tests, with pdf.js (Mozilla's parser, the one browsers use): what a
// reader would find in it, line by line, so a test proves what the document says, not only
// that it is a PDF.

/** One piece of text on a page, at its position (points from the bottom left). */
export type PdfTextItem = { page: number; text: string; x: number; y: number }

/** The PDF's pages, its text pieces, and its text as one string per page (pieces in reading order). */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; items: PdfTextItem[]; text: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    useSystemFonts: false,
  }).promise
  const items: PdfTextItem[] = []
  const text: string[] = []
  try {
    for (let page = 1; page <= document.numPages; page++) {
      const content = await (await document.getPage(page)).getTextContent()
      const pieces = content.items
        .filter(
          (item): item is Extract<typeof item, { str: string }> => 'str' in item && item.str.trim() !== '',
        )
        .map((item) => ({
          page,
          text: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
        }))
      items.push(...pieces)
      text.push(pieces.map((piece) => piece.text).join('\n'))
    }
  } finally {
    await document.destroy()
  }
  return { pages: document.numPages, items, text }
}

/** The text pieces on the same line as a piece (same page, baselines within `tolerance` points: a table row's cells in their fonts), left to right. */
export function sameLine(items: PdfTextItem[], of: PdfTextItem, tolerance = 4): string[] {
  return items
    .filter((item) => item.page === of.page && Math.abs(item.y - of.y) < tolerance)
    .sort((a, b) => a.x - b.x)
    .map((item) => item.text)
}
