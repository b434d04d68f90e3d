/**
 * Pack pictures of the demo products, drawn from the product's data as small
 * SVG files: the container follows the pack (bottle, canister, pail, drum,
 * IBC, cartridge, spray can), the body takes the colour of the product line,
 * and the label names the product, its viscosity or type and the pack size.
 * Pure functions: the same input always gives the same picture.
 */
import type { PackSeed } from './catalog-data'
import { L, type Localized } from './types'

export type PackShape =
  'bottle' | 'canister' | 'jerrycan' | 'tin' | 'pail' | 'keg' | 'drum' | 'ibc' | 'cartridge' | 'spray'

/** What a pack picture shows. */
export type PackPicture = {
  /** Product name, e.g. "Tribo Synth Pro 5W-30". */
  name: string
  /** The large text on the label: viscosity or type ("5W-30", "ISO VG 46", "NLGI 2", "DOT 4"); null for none. */
  grade: string | null
  pack: PackSeed
  /** Body colour of the container (the product line's colour). */
  colour: string
  /** Label colour (the tenant's brand colour). */
  brand: string
}

/** Product-line colours by the seed key of the line (cms/seed/site-shell.ts): top-level lines and their children. */
export const LINE_COLOURS: Record<string, string> = {
  motor: '#0b4f9c',
  gear: '#1f7a4d',
  grease: '#b86e00',
  industry: '#4a5a66',
  care: '#a3162b',
  'moto-oil': '#e05a00',
  'moto-chain': '#6b2d8f',
  'moto-fork': '#00808a',
  'ind-hydraulic': '#1d5f8a',
  'ind-gear': '#6a4c2f',
  'ind-food': '#2e7d32',
}

/** Label (brand) colour per tenant. */
export const BRAND_COLOURS: Record<string, string> = {
  tribo: '#003b7a',
  moto: '#1a1a1a',
  industrie: '#2b3a42',
}

const W = 600
const H = 800

/** The litres (or kilograms) in a pack. */
function units([size, unit]: PackSeed): number {
  return unit === 'g' || unit === 'ml' ? size / 1000 : size
}

/** The container a pack is drawn as: the container of the pack, and for canisters, pails and drums its size. */
export function packShape(pack: PackSeed): PackShape {
  const [, unit, container] = pack
  const amount = units(pack)
  switch (container) {
    case 'bottle':
      return 'bottle'
    case 'canister':
      return amount > 10 ? 'jerrycan' : 'canister'
    case 'pail':
      return amount <= 1 && (unit === 'kg' || unit === 'g') ? 'tin' : 'pail'
    case 'drum':
      return amount <= 60 ? 'keg' : 'drum'
    case 'ibc':
      return 'ibc'
    case 'cartridge':
      return 'cartridge'
    case 'spray':
      return 'spray'
    default:
      return 'canister'
  }
}

/** Text safe inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  )
}

/** "5 L", "400 g", "1000 L" (the label uses the unit as the catalogue writes it). */
export function packText([size, unit]: PackSeed): string {
  return `${size} ${unit === 'pcs' ? 'Stk.' : unit}`
}

/** The product name on at most `maxLines` lines of about `width` characters (the brand word "Tribo" is printed apart). */
export function labelLines(name: string, width: number, maxLines = 2): string[] {
  const words = name
    .replace(/^Tribo\s+/, '')
    .split(/\s+/)
    .filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const rest = lines.slice(maxLines - 1).join(' ')
  return [...lines.slice(0, maxLines - 1), `${rest.slice(0, width - 1).trimEnd()}…`]
}

type Box = { x: number; y: number; w: number; h: number }
type Drawn = { body: string; label: Box }

/** Shades a #rrggbb colour: negative darker, positive lighter. */
export function shade(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 255
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.round(next).toString(16).padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

function container(shape: PackShape, c: string): Drawn {
  const dark = shade(c, -0.35)
  const light = shade(c, 0.25)
  switch (shape) {
    case 'bottle':
      return {
        body: `<rect x="255" y="130" width="90" height="60" rx="10" fill="${dark}"/><rect x="268" y="185" width="64" height="40" fill="${c}"/><path d="M200 300 Q200 225 268 222 H332 Q400 225 400 300 V700 Q400 725 375 725 H225 Q200 725 200 700 Z" fill="${c}"/><rect x="214" y="300" width="14" height="380" rx="7" fill="${light}" opacity="0.6"/>`,
        label: { x: 212, y: 360, w: 176, h: 290 },
      }
    case 'canister':
      return {
        body: `<rect x="370" y="120" width="60" height="70" rx="10" fill="${dark}"/><path d="M150 250 Q150 190 210 190 H450 Q490 190 490 240 V700 Q490 730 460 730 H180 Q150 730 150 700 Z" fill="${c}"/><path d="M190 215 h130 v-45 a25 25 0 0 1 25 -25 h0 v70" fill="none" stroke="${dark}" stroke-width="22" stroke-linejoin="round"/><rect x="165" y="270" width="14" height="420" rx="7" fill="${light}" opacity="0.6"/>`,
        label: { x: 190, y: 330, w: 260, h: 330 },
      }
    case 'jerrycan':
      return {
        body: `<rect x="400" y="110" width="56" height="58" rx="9" fill="${dark}"/><path d="M120 220 Q120 165 175 165 H470 Q510 165 510 210 V715 Q510 740 485 740 H145 Q120 740 120 715 Z" fill="${c}"/><rect x="230" y="120" width="140" height="34" rx="17" fill="none" stroke="${dark}" stroke-width="20"/><rect x="138" y="245" width="12" height="470" rx="6" fill="${light}" opacity="0.6"/><rect x="478" y="245" width="12" height="470" rx="6" fill="${dark}" opacity="0.4"/>`,
        label: { x: 165, y: 300, w: 300, h: 360 },
      }
    case 'tin':
      return {
        body: `<ellipse cx="300" cy="450" rx="190" ry="36" fill="${dark}"/><path d="M110 450 V650 Q110 690 300 690 Q490 690 490 650 V450 Z" fill="${c}"/><ellipse cx="300" cy="450" rx="190" ry="36" fill="${light}"/>`,
        label: { x: 150, y: 492, w: 300, h: 184 },
      }
    case 'pail':
      return {
        body: `<path d="M150 250 Q300 110 450 250" fill="none" stroke="#9aa3a8" stroke-width="10"/><rect x="125" y="240" width="350" height="40" rx="8" fill="${dark}"/><path d="M140 280 H460 L430 730 H170 Z" fill="${c}"/><rect x="138" y="330" width="324" height="14" fill="${dark}" opacity="0.5"/>`,
        label: { x: 175, y: 380, w: 250, h: 300 },
      }
    case 'keg':
      return {
        body: `<rect x="150" y="250" width="300" height="480" rx="24" fill="${c}"/><rect x="140" y="360" width="320" height="16" rx="8" fill="${dark}"/><rect x="140" y="610" width="320" height="16" rx="8" fill="${dark}"/><ellipse cx="300" cy="250" rx="150" ry="26" fill="${light}"/><circle cx="380" cy="250" r="14" fill="${dark}"/>`,
        label: { x: 175, y: 392, w: 250, h: 206 },
      }
    case 'drum':
      return {
        body: `<rect x="140" y="140" width="320" height="610" rx="20" fill="${c}"/><rect x="130" y="320" width="340" height="18" rx="9" fill="${dark}"/><rect x="130" y="560" width="340" height="18" rx="9" fill="${dark}"/><ellipse cx="300" cy="140" rx="160" ry="28" fill="${light}"/><circle cx="220" cy="140" r="13" fill="${dark}"/><circle cx="390" cy="140" r="18" fill="${dark}"/>`,
        label: { x: 165, y: 352, w: 270, h: 196 },
      }
    case 'ibc':
      return {
        body: `<rect x="90" y="690" width="420" height="50" fill="#8d6e4c"/><rect x="100" y="200" width="400" height="490" rx="18" fill="#f3f3ef"/>${[180, 260, 340, 420].map((x) => `<rect x="${x}" y="200" width="8" height="490" fill="#9aa3a8"/>`).join('')}${[300, 400, 500, 600].map((y) => `<rect x="100" y="${y}" width="400" height="8" fill="#9aa3a8"/>`).join('')}<rect x="100" y="200" width="400" height="490" rx="18" fill="none" stroke="#7d868b" stroke-width="12"/><rect x="260" y="160" width="80" height="44" rx="8" fill="${c}"/><rect x="280" y="640" width="40" height="50" fill="${dark}"/>`,
        label: { x: 160, y: 330, w: 280, h: 220 },
      }
    case 'cartridge':
      return {
        body: `<rect x="215" y="130" width="170" height="620" rx="14" fill="${c}"/><rect x="205" y="130" width="190" height="34" rx="8" fill="${dark}"/><rect x="205" y="716" width="190" height="34" rx="8" fill="${dark}"/><rect x="228" y="180" width="10" height="520" rx="5" fill="${light}" opacity="0.6"/>`,
        label: { x: 245, y: 220, w: 130, h: 470 },
      }
    case 'spray':
      return {
        body: `<rect x="262" y="105" width="76" height="60" rx="10" fill="#e9ecef"/><rect x="332" y="120" width="26" height="14" rx="4" fill="#9aa3a8"/><path d="M215 240 Q215 170 300 165 Q385 170 385 240 Z" fill="#c9ced2"/><rect x="210" y="235" width="180" height="500" rx="18" fill="${c}"/><rect x="224" y="260" width="12" height="450" rx="6" fill="${light}" opacity="0.6"/>`,
        label: { x: 240, y: 300, w: 140, h: 380 },
      }
  }
}

/** The label: brand band, product name, grade in large type, pack size band; sizes follow the label's box. */
function label(box: Box, picture: PackPicture): string {
  const { x, y, w, h } = box
  const top = Math.round(Math.min(54, h * 0.24))
  const bottom = Math.round(Math.min(44, h * 0.2))
  const nameSize = w < 180 ? 16 : h < 220 ? 18 : 22
  const inner = h - top - bottom
  const maxLines = inner < 150 ? 1 : 2
  const lines = labelLines(picture.name, Math.max(8, Math.floor((w - 16) / (nameSize * 0.66))), maxLines)
  const nameBottom = y + top + 8 + lines.length * (nameSize + 4)
  const grade = picture.grade
  const room = y + h - bottom - nameBottom
  const gradeSize = grade
    ? Math.max(14, Math.min(64, room * 0.62, Math.floor((w - 20) / (grade.length * 0.68))))
    : 0
  const cx = x + w / 2
  const text = (ty: number, size: number, value: string, fill = '#ffffff') =>
    `<text x="${cx}" y="${Math.round(ty)}" font-size="${Math.round(size)}" font-weight="bold" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#ffffff"/>`,
    `<path d="M${x} ${y + 12} a12 12 0 0 1 12 -12 h${w - 24} a12 12 0 0 1 12 12 v${top - 12} h-${w} z" fill="${picture.brand}"/>`,
    text(y + top * 0.68, Math.min(26, top * 0.5), 'TRIBO'),
    ...lines.map((line, i) => text(y + top + 4 + (i + 1) * (nameSize + 4) - 4, nameSize, line, '#1d2327')),
    grade ? text(nameBottom + room / 2 + gradeSize * 0.36, gradeSize, grade, picture.colour) : '',
    `<path d="M${x} ${y + h - bottom} h${w} v${bottom - 12} a12 12 0 0 1 -12 12 h-${w - 24} a12 12 0 0 1 -12 -12 z" fill="${picture.colour}"/>`,
    text(y + h - bottom * 0.3, Math.min(24, bottom * 0.55), packText(picture.pack)),
  ].join('')
}

/** The SVG of a pack picture (600 × 800, 3:4 like the product tiles). */
export function packPictureSvg(picture: PackPicture): string {
  const shape = packShape(picture.pack)
  const drawn = container(shape, picture.colour)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" data-shape="${shape}">` +
    `<rect width="${W}" height="${H}" fill="#f4f6f8"/><ellipse cx="300" cy="752" rx="230" ry="22" fill="#000000" opacity="0.12"/>` +
    `<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif">${drawn.body}${label(drawn.label, picture)}</g></svg>`
  )
}

/** A file name for a pack picture: lower case, digits and dashes only. */
export function packPictureFileName(tenantSlug: string, number: string): string {
  return `${tenantSlug}-pack-${number
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`
}

/** The article number of a product's pack: product number, size (three digits at least) and unit, e.g. TRB-SYN-5W30-C3-005L. */
export function packArticleNumber(productNumber: string, [size, unit]: PackSeed): string {
  return `${productNumber}-${String(size).padStart(3, '0')}${unit.toUpperCase()}`
}

/** A pack picture of a tenant's product: body in the colour of its (top-level) product line, label in the tenant's colour. */
export function packPicture(
  tenantSlug: string,
  lineKey: string,
  data: Pick<PackPicture, 'name' | 'grade' | 'pack'>,
): string {
  const brand = BRAND_COLOURS[tenantSlug] ?? BRAND_COLOURS.tribo!
  return packPictureSvg({ ...data, colour: LINE_COLOURS[lineKey] ?? brand, brand })
}

const CONTAINER_WORDS: Record<PackSeed[2], Localized<string>> = {
  bottle: L('Flasche', 'bouteille', 'bottiglia', 'bottle'),
  canister: L('Kanister', 'bidon', 'tanica', 'canister'),
  pail: L('Eimer', 'seau', 'secchio', 'pail'),
  drum: L('Fass', 'fût', 'fusto', 'drum'),
  ibc: L('IBC-Container', 'conteneur IBC', 'cisternetta IBC', 'IBC container'),
  cartridge: L('Kartusche', 'cartouche', 'cartuccia', 'cartridge'),
  spray: L('Spraydose', 'aérosol', 'bomboletta spray', 'spray can'),
}

/** The alt text of a pack picture: "Tribo Synth 5W-30 C3, Kanister 5 L". */
export function packAlt(name: Localized<string>, pack: PackSeed): Localized<string> {
  const word = CONTAINER_WORDS[pack[2]]
  const text = (language: keyof Localized<string>) => `${name[language]}, ${word[language]} ${packText(pack)}`
  return L(text('de'), text('fr'), text('it'), text('en'))
}
