/**
 * The brand logos are small SVG files (public/images/logos/0N.svg): paths in groups with
 * translate/scale/skew transforms, filled or stroked. PDFKit draws SVG path data but not SVG
 * documents, so this reads that subset into drawing steps: each path with its whole transform,
 * fill and stroke. Anything outside the subset (text, images, styles, gradients, references)
 * answers null, and the document shows the tenant's name instead of a logo.
 */

/** An affine transform [a, b, c, d, e, f] as in SVG's matrix(). */
export type Matrix = readonly [number, number, number, number, number, number]

export type LogoPath = {
  d: string
  matrix: Matrix
  fill: string | null
  stroke: string | null
  strokeWidth: number
  lineCap: 'butt' | 'round' | 'square'
}

export type Logo = { viewBox: readonly [number, number, number, number]; paths: LogoPath[] }

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** m × n: n applied first, then m (a child's transform inside its parent's). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ]
}

const numbersIn = (text: string) => (text.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number)
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** An SVG transform list, or null when it holds a function this reader does not know. */
export function parseTransform(value: string | undefined): Matrix | null {
  if (!value?.trim()) return IDENTITY
  let matrix: Matrix = IDENTITY
  const steps = [...value.matchAll(/([a-zA-Z]+)\s*\(([^)]*)\)/g)]
  if (!steps.length || value.replace(/([a-zA-Z]+)\s*\(([^)]*)\)/g, '').replace(/[\s,]/g, '')) return null
  for (const [, name, args] of steps) {
    const n = numbersIn(args!)
    let step: Matrix
    if (name === 'translate' && (n.length === 1 || n.length === 2)) step = [1, 0, 0, 1, n[0]!, n[1] ?? 0]
    else if (name === 'scale' && (n.length === 1 || n.length === 2)) step = [n[0]!, 0, 0, n[1] ?? n[0]!, 0, 0]
    else if (name === 'skewX' && n.length === 1) step = [1, 0, Math.tan(radians(n[0]!)), 1, 0, 0]
    else if (name === 'skewY' && n.length === 1) step = [1, Math.tan(radians(n[0]!)), 0, 1, 0, 0]
    else if (name === 'rotate' && n.length === 1) {
      const a = radians(n[0]!)
      step = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]
    } else if (name === 'matrix' && n.length === 6) step = n as unknown as Matrix
    else return null
    matrix = multiply(matrix, step)
  }
  return matrix
}

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A paint value: a hex colour, null for none, undefined when it cannot be read. */
function paint(value: string | undefined, inherited: string | null): string | null | undefined {
  if (value === undefined) return inherited
  const v = value.trim().toLowerCase()
  if (v === 'none') return null
  if (!COLOUR.test(v)) return undefined
  return v.length === 4 ? `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}` : v
}

type Style = {
  matrix: Matrix
  fill: string | null
  stroke: string | null
  strokeWidth: number
  lineCap: LogoPath['lineCap']
}

const attributesOf = (text: string) =>
  new Map([...text.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))

const IGNORED = new Set(['title', 'desc', 'metadata'])

/** The logo's drawing steps, or null when the file uses anything beyond paths in groups. */
export function parseLogo(svg: string): Logo | null {
  const text = svg.replace(/<\?xml[^>]*\?>/g, '').replace(/<!--[\s\S]*?-->/g, '')
  const stack: Style[] = []
  const paths: LogoPath[] = []
  let viewBox: Logo['viewBox'] | null = null
  // Elements whose content is skipped (titles, descriptions, a path's closing tag), innermost last.
  const skipping: string[] = []
  for (const tag of text.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, rest, selfClosing] = tag
    if (skipping.length) {
      if (closing && name === skipping.at(-1)) skipping.pop()
      else if (!closing && !selfClosing && name === skipping.at(-1)) skipping.push(name!)
      continue
    }
    if (IGNORED.has(name!)) {
      if (!selfClosing && !closing) skipping.push(name!)
      continue
    }
    if (closing) {
      if (name === 'g' || name === 'svg') stack.pop()
      continue
    }
    const attributes = attributesOf(rest!)
    const parent: Style = stack.at(-1) ?? {
      matrix: IDENTITY,
      fill: '#000000',
      stroke: null,
      strokeWidth: 1,
      lineCap: 'butt',
    }
    if (
      attributes.has('style') ||
      attributes.has('class') ||
      attributes.has('clip-path') ||
      attributes.has('mask')
    )
      return null
    const own = parseTransform(attributes.get('transform'))
    const fill = paint(attributes.get('fill'), parent.fill)
    const stroke = paint(attributes.get('stroke'), parent.stroke)
    if (!own || fill === undefined || stroke === undefined) return null
    const widthValue = attributes.get('stroke-width')
    const strokeWidth = widthValue === undefined ? parent.strokeWidth : Number(widthValue)
    const capValue = attributes.get('stroke-linecap') ?? parent.lineCap
    if (!Number.isFinite(strokeWidth) || !['butt', 'round', 'square'].includes(capValue)) return null
    const style: Style = {
      matrix: multiply(parent.matrix, own),
      fill,
      stroke,
      strokeWidth,
      lineCap: capValue as Style['lineCap'],
    }
    if (name === 'svg') {
      const box = numbersIn(attributes.get('viewBox') ?? '')
      if (box.length !== 4 || box[2]! <= 0 || box[3]! <= 0) return null
      viewBox = [box[0]!, box[1]!, box[2]!, box[3]!]
      if (!selfClosing) stack.push({ ...style, matrix: IDENTITY })
    } else if (name === 'g') {
      if (!selfClosing) stack.push(style)
    } else if (name === 'path') {
      const d = attributes.get('d')?.trim()
      if (!d || !/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]+$/.test(d)) return null
      paths.push({ d, ...style })
      if (!selfClosing) skipping.push(name)
    } else return null
  }
  return viewBox && paths.length ? { viewBox, paths } : null
}

/** The size of a logo drawn `height` points high (its aspect ratio kept). */
export const logoWidth = (logo: Logo, height: number) => (logo.viewBox[2] / logo.viewBox[3]) * height
