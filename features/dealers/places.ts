import type { DealerCountry } from './partner-types'

/** A place the dealer finder can search from: postal code, name, country, coordinates, language area. */
export type Place = {
  postalCode: string
  name: string
  country: DealerCountry
  lat: number
  lng: number
  aliases?: string[]
  area?: 'fr' | 'it'
}

const ch = (
  postalCode: string,
  name: string,
  lat: number,
  lng: number,
  extra: Partial<Place> = {},
): Place => ({ postalCode, name, country: 'CH', lat, lng, ...extra })
const de = (
  postalCode: string,
  name: string,
  lat: number,
  lng: number,
  extra: Partial<Place> = {},
): Place => ({ postalCode, name, country: 'DE', lat, lng, ...extra })
const at = (
  postalCode: string,
  name: string,
  lat: number,
  lng: number,
  extra: Partial<Place> = {},
): Place => ({ postalCode, name, country: 'AT', lat, lng, ...extra })

/**
 * Towns of Switzerland, Germany and Austria with their main postal code and
 * centre. The finder geocodes a typed place against this list (no request to
 * an outside service); the demo dealers are placed around these towns.
 */
export const PLACES: Place[] = [
  ch('8001', 'Zürich', 47.3769, 8.5417, { aliases: ['Zurich', 'Zurigo'] }),
  ch('3011', 'Bern', 46.948, 7.4474, { aliases: ['Berne', 'Berna'] }),
  ch('4051', 'Basel', 47.5596, 7.5886, { aliases: ['Bâle', 'Basilea'] }),
  ch('1204', 'Genève', 46.2044, 6.1432, { aliases: ['Genf', 'Ginevra', 'Geneva'], area: 'fr' }),
  ch('1003', 'Lausanne', 46.5197, 6.6323, { aliases: ['Losanna'], area: 'fr' }),
  ch('6003', 'Luzern', 47.0502, 8.3093, { aliases: ['Lucerne', 'Lucerna'] }),
  ch('9000', 'St. Gallen', 47.4245, 9.3767, { aliases: ['Sankt Gallen', 'Saint-Gall', 'San Gallo'] }),
  ch('6900', 'Lugano', 46.0037, 8.9511, { area: 'it' }),
  ch('2502', 'Biel/Bienne', 47.1368, 7.2468, { aliases: ['Biel', 'Bienne'] }),
  ch('3600', 'Thun', 46.758, 7.628, { aliases: ['Thoune'] }),
  ch('8400', 'Winterthur', 47.5001, 8.7241),
  ch('8200', 'Schaffhausen', 47.6973, 8.6349, { aliases: ['Schaffhouse', 'Sciaffusa'] }),
  ch('7000', 'Chur', 46.8508, 9.532, { aliases: ['Coire', 'Coira'] }),
  ch('1700', 'Fribourg', 46.8065, 7.162, { aliases: ['Freiburg im Üechtland'], area: 'fr' }),
  ch('2000', 'Neuchâtel', 46.99, 6.9293, { aliases: ['Neuenburg'], area: 'fr' }),
  ch('1950', 'Sion', 46.2331, 7.3606, { aliases: ['Sitten'], area: 'fr' }),
  ch('5000', 'Aarau', 47.3925, 8.0442),
  ch('6300', 'Zug', 47.1662, 8.5155, { aliases: ['Zoug', 'Zugo'] }),
  ch('4500', 'Solothurn', 47.2088, 7.5323, { aliases: ['Soleure', 'Soletta'] }),
  ch('8500', 'Frauenfeld', 47.5536, 8.8987),
  ch('6500', 'Bellinzona', 46.1928, 9.017, { area: 'it' }),
  ch('1400', 'Yverdon-les-Bains', 46.7785, 6.6411, { area: 'fr' }),
  ch('3900', 'Brig', 46.3159, 7.9877, { aliases: ['Brigue'] }),
  ch('6430', 'Schwyz', 47.0207, 8.653),
  ch('9100', 'Herisau', 47.3861, 9.2792),
  ch('8640', 'Rapperswil', 47.2266, 8.8184),
  ch('5400', 'Baden', 47.4733, 8.3059),
  ch('4600', 'Olten', 47.3499, 7.9033),
  ch('3400', 'Burgdorf', 47.059, 7.628),
  ch('1800', 'Vevey', 46.4628, 6.8419, { area: 'fr' }),
  ch('1920', 'Martigny', 46.1028, 7.0724, { area: 'fr' }),
  ch('6600', 'Locarno', 46.167, 8.7943, { area: 'it' }),
  ch('7500', 'St. Moritz', 46.4908, 9.8355, { aliases: ['Sankt Moritz', 'San Murezzan'] }),
  ch('8750', 'Glarus', 47.0404, 9.0672),
  ch('6460', 'Altdorf', 46.8805, 8.6444),
  ch('6060', 'Sarnen', 46.896, 8.2461),
  ch('6370', 'Stans', 46.958, 8.366),
  ch('2800', 'Delémont', 47.3649, 7.3445, { aliases: ['Delsberg'], area: 'fr' }),
  ch('9450', 'Altstätten', 47.377, 9.5477),
  ch('8610', 'Uster', 47.3471, 8.7209),
  ch('8180', 'Bülach', 47.522, 8.5405),
  ch('8570', 'Weinfelden', 47.5667, 9.1),
  ch('3800', 'Interlaken', 46.6863, 7.8632),
  ch('1630', 'Bulle', 46.6193, 7.057, { area: 'fr' }),
  ch('4410', 'Liestal', 47.4848, 7.7346),
  de('80331', 'München', 48.1372, 11.5756, { aliases: ['Munich', 'Monaco di Baviera'] }),
  de('70173', 'Stuttgart', 48.7758, 9.1829),
  de('79098', 'Freiburg im Breisgau', 47.999, 7.8421, { aliases: ['Freiburg'] }),
  de('78462', 'Konstanz', 47.6603, 9.1758, { aliases: ['Constance'] }),
  de('88212', 'Ravensburg', 47.7817, 9.6122),
  de('89073', 'Ulm', 48.4011, 9.9876),
  de('86150', 'Augsburg', 48.3705, 10.8978),
  de('90403', 'Nürnberg', 49.4521, 11.0767, { aliases: ['Nuremberg'] }),
  de('60311', 'Frankfurt am Main', 50.1109, 8.6821, { aliases: ['Frankfurt'] }),
  de('68159', 'Mannheim', 49.4875, 8.466),
  de('76133', 'Karlsruhe', 49.0069, 8.4037),
  de('69117', 'Heidelberg', 49.3988, 8.6724),
  de('50667', 'Köln', 50.9375, 6.9603, { aliases: ['Cologne', 'Colonia'] }),
  de('40213', 'Düsseldorf', 51.2277, 6.7735),
  de('10115', 'Berlin', 52.52, 13.405, { aliases: ['Berlino'] }),
  de('20095', 'Hamburg', 53.5511, 9.9937, { aliases: ['Hambourg', 'Amburgo'] }),
  de('30159', 'Hannover', 52.3759, 9.732, { aliases: ['Hanover'] }),
  de('04109', 'Leipzig', 51.3397, 12.3731),
  de('01067', 'Dresden', 51.0504, 13.7373, { aliases: ['Dresde'] }),
  de('93047', 'Regensburg', 49.0134, 12.1016),
  de('94032', 'Passau', 48.5665, 13.4312),
  de('87435', 'Kempten', 47.7286, 10.3158),
  de('79539', 'Lörrach', 47.6156, 7.6614),
  de('78050', 'Villingen-Schwenningen', 48.062, 8.4936),
  de('72070', 'Tübingen', 48.5216, 9.0576),
  de('97070', 'Würzburg', 49.7913, 9.9534),
  de('55116', 'Mainz', 49.9929, 8.2473, { aliases: ['Mayence', 'Magonza'] }),
  de('66111', 'Saarbrücken', 49.2402, 6.9969),
  de('28195', 'Bremen', 53.0793, 8.8017, { aliases: ['Brême'] }),
  de('44135', 'Dortmund', 51.5136, 7.4653),
  at('1010', 'Wien', 48.2082, 16.3738, { aliases: ['Vienna', 'Vienne'] }),
  at('5020', 'Salzburg', 47.8095, 13.055, { aliases: ['Salisburgo', 'Salzbourg'] }),
  at('6020', 'Innsbruck', 47.2692, 11.4041),
  at('8010', 'Graz', 47.0707, 15.4395),
  at('4020', 'Linz', 48.3069, 14.2858),
  at('9020', 'Klagenfurt', 46.6247, 14.3053),
  at('6900', 'Bregenz', 47.5031, 9.7471),
  at('6850', 'Dornbirn', 47.4125, 9.7417),
  at('6800', 'Feldkirch', 47.237, 9.598),
  at('3100', 'St. Pölten', 48.2047, 15.6256, { aliases: ['Sankt Pölten'] }),
  at('9500', 'Villach', 46.6103, 13.8558),
  at('4600', 'Wels', 48.1575, 14.0289),
  at('2700', 'Wiener Neustadt', 47.8151, 16.2465),
  at('6300', 'Wörgl', 47.4894, 12.0627),
  at('8700', 'Leoben', 47.3765, 15.0914),
  at('7000', 'Eisenstadt', 47.8456, 16.5233),
]

/** Lower case without accents, ß as ss, and ae/oe/ue read as ä/ö/ü: "Zuerich" and "zürich" compare equal. */
export function foldPlaceName(value: string): string {
  return value
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bsankt\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The place a search term names: a postal code ("8400", "CH-8400", "D-80331")
 * or a town name in any of its spellings. A country narrows the match.
 * Postal codes match their town exactly, or the nearest listed town of the
 * same postal area (first two digits).
 */
export function findPlace(term: string, country?: DealerCountry | null): Place | null {
  const trimmed = term.trim()
  if (!trimmed) return null
  const candidates = country ? PLACES.filter((place) => place.country === country) : PLACES
  const postal = /^(?:(CH|D|DE|A|AT)[- ]?)?(\d{4,5})\b/i.exec(trimmed)
  if (postal) {
    const prefix = postal[1]?.toUpperCase()
    const inCountry = prefix
      ? candidates.filter(
          (place) => place.country === (prefix === 'D' ? 'DE' : prefix === 'A' ? 'AT' : prefix),
        )
      : candidates
    const code = postal[2]!
    const sameLength = inCountry.filter((place) => place.postalCode.length === code.length)
    return (
      sameLength.find((place) => place.postalCode === code) ??
      sameLength.find((place) => place.postalCode.slice(0, 2) === code.slice(0, 2)) ??
      null
    )
  }
  const folded = foldPlaceName(trimmed)
  if (folded.length < 2) return null
  const names = (place: Place) => [place.name, ...(place.aliases ?? [])].map(foldPlaceName)
  return (
    candidates.find((place) => names(place).includes(folded)) ??
    candidates.find((place) => names(place).some((name) => name.startsWith(folded) && folded.length >= 3)) ??
    null
  )
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}
