import { describe, expect, it } from 'vitest'

import { foldText, parseQuery } from './parse'

const specs = (text: string) => parseQuery(text).specifications
const grade = (text: string) => parseQuery(text).viscosity

describe('parseQuery: specifications', () => {
  it('reads ACEA in every usual spelling', () => {
    expect(specs('ACEA C3')).toEqual(['ACEA C3'])
    expect(specs('acea c3')).toEqual(['ACEA C3'])
    expect(specs('C3 5W-30')).toEqual(['ACEA C3'])
    expect(specs('ACEA A3/B4')).toEqual(['ACEA A3/B4'])
    expect(specs('acea a5 b5')).toEqual(['ACEA A5/B5'])
    expect(specs('ACEA E6/E7')).toEqual(['ACEA E6', 'ACEA E7'])
    expect(specs('ACEA E11')).toEqual(['ACEA E11'])
  })

  it('splits VW lists and reads dotted and bare numbers', () => {
    expect(specs('VW 504 00/507 00')).toEqual(['VW 504 00', 'VW 507 00'])
    expect(specs('VW 504.00')).toEqual(['VW 504 00'])
    expect(specs('504 00')).toEqual(['VW 504 00'])
    expect(specs('vw 50400 / 50700')).toEqual(['VW 504 00', 'VW 507 00'])
    expect(specs('ACEA C3, VW 504 00/507 00')).toEqual(['ACEA C3', 'VW 504 00', 'VW 507 00'])
  })

  it('reads Mercedes, BMW, GM, Renault, Ford and Porsche approvals', () => {
    expect(specs('MB-Freigabe 229.51')).toEqual(['MB 229.51'])
    expect(specs('MB 229.51')).toEqual(['MB 229.51'])
    expect(specs('mb 229.5')).toEqual(['MB 229.5'])
    expect(specs('BMW LL-04')).toEqual(['BMW LL-04'])
    expect(specs('LL-04')).toEqual(['BMW LL-04'])
    expect(specs('Longlife-01')).toEqual(['BMW LL-01'])
    expect(specs('BMW LL-17 FE+')).toEqual(['BMW LL-17 FE+'])
    expect(specs('dexos2')).toEqual(['GM dexos2'])
    expect(specs('GM Dexos 2')).toEqual(['GM dexos2'])
    expect(specs('RN17')).toEqual(['Renault RN17'])
    expect(specs('Ford WSS-M2C913-D')).toEqual(['Ford WSS-M2C913-D'])
    expect(specs('Porsche C30')).toEqual(['Porsche C30'])
  })

  it('reads API, truck, gear, JASO, hydraulic, CLP, food grade and grease specifications', () => {
    expect(specs('API SP')).toEqual(['API SP'])
    expect(specs('API CK-4')).toEqual(['API CK-4'])
    expect(specs('GL-5')).toEqual(['API GL-5'])
    expect(specs('api gl 4')).toEqual(['API GL-4'])
    expect(specs('MAN M 3477, Volvo VDS-4.5, Scania LDF-4')).toEqual([
      'MAN M 3477',
      'Volvo VDS-4.5',
      'Scania LDF-4',
    ])
    expect(specs('MB 235.0 ZF TE-ML 02B')).toEqual(['MB 235.0', 'ZF TE-ML 02B'])
    expect(specs('JASO MA2')).toEqual(['JASO MA2'])
    expect(specs('jaso mb')).toEqual(['JASO MB'])
    expect(specs('HLP 46')).toEqual(['DIN 51524-2 HLP'])
    expect(specs('DIN 51524-3')).toEqual(['DIN 51524-3 HVLP'])
    expect(specs('HVLP 46')).toEqual(['DIN 51524-3 HVLP'])
    expect(specs('HEES 46')).toEqual(['ISO 15380 HEES'])
    expect(specs('CLP 220')).toEqual(['DIN 51517-3 CLP'])
    expect(specs('NSF H1')).toEqual(['NSF H1'])
    expect(specs('KP2K-30')).toEqual(['DIN 51502 KP2K-30'])
  })

  it('keeps recognised specifications the catalogue does not know apart, and names no approval for plain words', () => {
    expect(parseQuery('VW 511 00, MB 229.31')).toEqual({
      viscosity: null,
      specifications: [],
      otherSpecifications: ['VW 511 00', 'MB 229.31'],
    })
    expect(specs('Castrol Edge 5W-30 LL')).toEqual([])
    expect(specs('Shell Helix Ultra')).toEqual([])
    expect(specs('Liqui Moly Top Tec 4200')).toEqual([])
    expect(specs('')).toEqual([])
  })

  it('names each specification once, in the order written', () => {
    expect(specs('VW 507 00, ACEA C3, vw 507.00')).toEqual(['VW 507 00', 'ACEA C3'])
  })
})

describe('parseQuery: viscosity', () => {
  it('reads SAE, ISO VG and NLGI grades however written', () => {
    for (const text of ['5W30', '5w-30', 'SAE 5W-30', '5 W 30', 'sae 5w 30'])
      expect(grade(text), text).toBe('5W-30')
    expect(grade('10W-40 E7')).toBe('10W-40')
    expect(grade('75W90 GL-5')).toBe('75W-90')
    expect(grade('ISO VG 46')).toBe('ISO VG 46')
    expect(grade('VG46')).toBe('ISO VG 46')
    expect(grade('HLP 46')).toBe('ISO VG 46')
    expect(grade('CLP 220')).toBe('ISO VG 220')
    expect(grade('NLGI 2')).toBe('NLGI 2')
    expect(grade('KP2K-30')).toBe('NLGI 2')
  })

  it('takes the first grade the catalogue knows, none for unknown ones', () => {
    expect(grade('0W-30 or 5W-30')).toBe('0W-30')
    expect(grade('0W-8')).toBeNull()
    expect(grade('ISO VG 47')).toBeNull()
    expect(grade('ACEA C3')).toBeNull()
  })
})

describe('foldText', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('Huile Moteur Élite – 5W-30')).toBe('huile moteur elite 5w 30')
    expect(foldText('Öl-Größe')).toBe('ol grosse')
  })
})
