/**
 * Demo pictures drawn as SVG and rasterised by sharp at seed time, so the
 * repository ships no binary photos. Each scene is a simple illustration of
 * the lubricant world (canisters, gears, roads, the plant, the lab) in the
 * tenant's colours.
 */
import { createTextPdf } from '@/lib/pdf'

export type Palette = { primary: string; secondary: string; accent: string; light: string }

export const PALETTES: Record<string, Palette> = {
  tribo: { primary: '#003b7a', secondary: '#4a7fb5', accent: '#d0021b', light: '#e8eef6' },
  moto: { primary: '#1a1a1a', secondary: '#ff6a00', accent: '#ffb000', light: '#f4efe9' },
  industrie: { primary: '#2b3a42', secondary: '#f2b705', accent: '#5d7b8a', light: '#eef1f2' },
}

export type SceneKind =
  | 'canister'
  | 'gears'
  | 'road'
  | 'plant'
  | 'lab'
  | 'motorcycle'
  | 'machine'
  | 'portrait'
  | 'drop'
  | 'truck'
  | 'ski'
  | 'history'

const canister = (x: number, y: number, s: number, body: string, label: string) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="40" width="160" height="220" rx="18" fill="${body}"/>
    <rect x="100" y="0" width="44" height="50" rx="8" fill="${body}"/>
    <rect x="30" y="70" width="40" height="70" rx="10" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.7"/>
    <rect x="18" y="150" width="124" height="80" rx="6" fill="${label}"/>
    <rect x="32" y="170" width="96" height="10" rx="5" fill="#ffffff" opacity="0.9"/>
    <rect x="32" y="192" width="70" height="8" rx="4" fill="#ffffff" opacity="0.6"/>
  </g>`

const gear = (cx: number, cy: number, r: number, color: string) => {
  const teeth = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180
    const x = cx + Math.cos(a) * r
    const y = cy + Math.sin(a) * r
    return `<rect x="${x - r * 0.14}" y="${y - r * 0.14}" width="${r * 0.28}" height="${r * 0.28}" fill="${color}" transform="rotate(${i * 30} ${x} ${y})"/>`
  }).join('')
  return `<g>${teeth}<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.32}" fill="#ffffff" opacity="0.85"/></g>`
}

const drop = (cx: number, cy: number, s: number, color: string) =>
  `<path transform="translate(${cx} ${cy}) scale(${s})" d="M0 -60 C 20 -30 40 -5 40 18 A 40 40 0 0 1 -40 18 C -40 -5 -20 -30 0 -60 Z" fill="${color}"/>`

function sceneBody(kind: SceneKind, p: Palette, w: number, h: number, seed: number): string {
  const sky = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  switch (kind) {
    case 'canister':
      return `${sky}<circle cx="${w * 0.7}" cy="${h * 0.45}" r="${h * 0.35}" fill="${p.light}" opacity="0.25"/>${canister(w * 0.5 - 120, h * 0.5 - 150, 1.5, p.primary, p.accent)}`
    case 'gears':
      return `${sky}${gear(w * 0.35, h * 0.5, h * 0.28, p.light)}${gear(w * 0.62, h * 0.38, h * 0.18, p.accent)}${drop(w * 0.8, h * 0.65, 1.4, p.secondary)}`
    case 'road':
      return `${sky}<path d="M0 ${h} L${w * 0.45} ${h * 0.45} L${w * 0.55} ${h * 0.45} L${w} ${h} Z" fill="#3a3f45"/><path d="M${w * 0.5 - 4} ${h * 0.5} L${w * 0.5 + 4} ${h * 0.5} L${w * 0.5 + 14} ${h} L${w * 0.5 - 14} ${h} Z" fill="#ffffff" opacity="0.7" stroke-dasharray="30 30"/><circle cx="${w * 0.8}" cy="${h * 0.22}" r="${h * 0.09}" fill="#fff5c2"/>`
    case 'plant':
      return `${sky}<rect x="${w * 0.1}" y="${h * 0.45}" width="${w * 0.8}" height="${h * 0.4}" fill="${p.primary}"/><rect x="${w * 0.2}" y="${h * 0.2}" width="${w * 0.06}" height="${h * 0.3}" fill="${p.primary}"/><rect x="${w * 0.32}" y="${h * 0.28}" width="${w * 0.05}" height="${h * 0.2}" fill="${p.primary}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${w * (0.52 + i * 0.1)}" cy="${h * 0.55}" r="${h * 0.07}" fill="${p.light}" opacity="0.85"/>`).join('')}<rect x="0" y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="#5d6b54"/>`
    case 'lab':
      return `${sky}<path d="M${w * 0.3} ${h * 0.2} h${w * 0.08} v${h * 0.2} l${w * 0.1} ${h * 0.4} h-${w * 0.28} l${w * 0.1} -${h * 0.4} z" fill="${p.light}" opacity="0.9"/><path d="M${w * 0.27} ${h * 0.7} l${w * 0.04} -${h * 0.12} h${w * 0.2} l${w * 0.04} ${h * 0.12} z" fill="${p.accent}"/><rect x="${w * 0.6}" y="${h * 0.3}" width="${w * 0.05}" height="${h * 0.45}" rx="8" fill="${p.light}"/><rect x="${w * 0.6}" y="${h * 0.5}" width="${w * 0.05}" height="${h * 0.25}" rx="8" fill="${p.secondary}"/><rect x="${w * 0.7}" y="${h * 0.3}" width="${w * 0.05}" height="${h * 0.45}" rx="8" fill="${p.light}"/><rect x="${w * 0.7}" y="${h * 0.6}" width="${w * 0.05}" height="${h * 0.15}" rx="8" fill="${p.accent}"/>`
    case 'motorcycle':
      return `${sky}<circle cx="${w * 0.3}" cy="${h * 0.68}" r="${h * 0.16}" fill="none" stroke="#111" stroke-width="${h * 0.04}"/><circle cx="${w * 0.7}" cy="${h * 0.68}" r="${h * 0.16}" fill="none" stroke="#111" stroke-width="${h * 0.04}"/><path d="M${w * 0.3} ${h * 0.68} L${w * 0.45} ${h * 0.45} L${w * 0.62} ${h * 0.45} L${w * 0.7} ${h * 0.68}" fill="none" stroke="${p.secondary}" stroke-width="${h * 0.05}" stroke-linejoin="round"/><rect x="${w * 0.44}" y="${h * 0.38}" width="${w * 0.16}" height="${h * 0.08}" rx="10" fill="${p.accent}"/>`
    case 'machine':
      return `${sky}<rect x="${w * 0.15}" y="${h * 0.35}" width="${w * 0.5}" height="${h * 0.45}" rx="12" fill="${p.primary}"/><rect x="${w * 0.2}" y="${h * 0.42}" width="${w * 0.18}" height="${h * 0.12}" fill="${p.light}"/>${gear(w * 0.75, h * 0.5, h * 0.2, p.secondary)}<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#6b7378"/>`
    case 'portrait':
      return `<rect width="${w}" height="${h}" fill="${p.light}"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${h * 0.2}" fill="${p.secondary}"/><path d="M${w * 0.18} ${h} C ${w * 0.2} ${h * 0.65} ${w * 0.8} ${h * 0.65} ${w * 0.82} ${h} Z" fill="${p.primary}"/>`
    case 'drop':
      return `${sky}${drop(w / 2, h / 2 + 10, h / 110, p.secondary)}`
    case 'truck':
      return `${sky}<rect x="${w * 0.1}" y="${h * 0.35}" width="${w * 0.5}" height="${h * 0.32}" fill="${p.light}"/><rect x="${w * 0.6}" y="${h * 0.45}" width="${w * 0.2}" height="${h * 0.22}" rx="8" fill="${p.accent}"/><circle cx="${w * 0.25}" cy="${h * 0.7}" r="${h * 0.07}" fill="#111"/><circle cx="${w * 0.7}" cy="${h * 0.7}" r="${h * 0.07}" fill="#111"/><rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="#3a3f45"/>`
    case 'ski':
      return `${sky}<path d="M0 ${h} L${w * 0.35} ${h * 0.3} L${w * 0.6} ${h * 0.7} L${w * 0.8} ${h * 0.45} L${w} ${h * 0.8} L${w} ${h} Z" fill="#ffffff"/><path d="M${w * 0.25} ${h * 0.75} l${w * 0.2} -${h * 0.08}" stroke="${p.accent}" stroke-width="${h * 0.025}" stroke-linecap="round"/>`
    case 'history': {
      // The seed of a history picture is the year it shows.
      const year = seed
      return `${sky}<circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.32}" fill="none" stroke="${p.light}" stroke-width="${h * 0.02}" opacity="0.8"/><text x="${w / 2}" y="${h / 2 + h * 0.07}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.2}" fill="#ffffff" text-anchor="middle">${year}</text>`
    }
  }
}

/** An SVG picture of the given scene. */
export function sceneSvg(kind: SceneKind, palette: Palette, width: number, height: number, seed = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.secondary}"/><stop offset="1" stop-color="${palette.primary}"/></linearGradient></defs>
  ${sceneBody(kind, palette, width, height, seed)}
</svg>`
}

/** A product data sheet as PDF: a heading and one paragraph per line, written by the project's PDF writer. */
export function dataSheetPdf(title: string, lines: string[]): Buffer {
  return createTextPdf(
    [
      { text: title, size: 20, bold: true },
      ...lines.map((text, i) => ({ text, size: 11, gapBefore: i === 0 ? 12 : 4 })),
    ],
    { title, author: 'Tribo Schmierstoffe AG' },
  )
}
