import { p, richText } from '../rich-text'
import { L, type Localized } from '../types'
import type { BlockContext } from './context'

export const LOCATIONS_PAGE = {
  title: L('Standorte', 'Sites', 'Sedi', 'Locations'),
  slug: L('standorte', 'sites', 'sedi', 'locations'),
}

type Site = {
  title: Localized<string>
  text: Localized<string>
  lat: number
  lng: number
  icon: 'headquarters' | 'plant' | 'warehouse' | 'office'
}

const SITES: Site[] = [
  {
    title: L(
      'Hauptsitz Winterthur',
      'Siège de Winterthour',
      'Sede principale di Winterthur',
      'Headquarters Winterthur',
    ),
    text: L(
      'Industriestrasse 12\n8400 Winterthur\n+41 52 260 50 50',
      'Industriestrasse 12\n8400 Winterthour\n+41 52 260 50 50',
      'Industriestrasse 12\n8400 Winterthur\n+41 52 260 50 50',
      'Industriestrasse 12\n8400 Winterthur\n+41 52 260 50 50',
    ),
    lat: 47.4988,
    lng: 8.7237,
    icon: 'headquarters',
  },
  {
    title: L('Werk Hegi', 'Usine de Hegi', 'Stabilimento di Hegi', 'Hegi plant'),
    text: L(
      'Produktion und Labor\nHegmattenstrasse 30\n8404 Winterthur',
      'Production et laboratoire\nHegmattenstrasse 30\n8404 Winterthour',
      'Produzione e laboratorio\nHegmattenstrasse 30\n8404 Winterthur',
      'Production and laboratory\nHegmattenstrasse 30\n8404 Winterthur',
    ),
    lat: 47.4972,
    lng: 8.7698,
    icon: 'plant',
  },
  {
    title: L(
      'Logistikzentrum Oftringen',
      'Centre logistique d’Oftringen',
      'Centro logistico di Oftringen',
      'Oftringen logistics centre',
    ),
    text: L(
      'Lager und Versand\nLogistikstrasse 4\n4665 Oftringen',
      'Stock et expédition\nLogistikstrasse 4\n4665 Oftringen',
      'Magazzino e spedizione\nLogistikstrasse 4\n4665 Oftringen',
      'Warehouse and dispatch\nLogistikstrasse 4\n4665 Oftringen',
    ),
    lat: 47.3136,
    lng: 7.9229,
    icon: 'warehouse',
  },
  {
    title: L('Büro Lausanne', 'Bureau de Lausanne', 'Ufficio di Losanna', 'Lausanne office'),
    text: L(
      'Verkauf Westschweiz\nAvenue de Rhodanie 40\n1007 Lausanne',
      'Vente Suisse romande\nAvenue de Rhodanie 40\n1007 Lausanne',
      'Vendite Svizzera romanda\nAvenue de Rhodanie 40\n1007 Losanna',
      'Sales western Switzerland\nAvenue de Rhodanie 40\n1007 Lausanne',
    ),
    lat: 46.5127,
    lng: 6.6133,
    icon: 'office',
  },
  {
    title: L('Büro Lugano', 'Bureau de Lugano', 'Ufficio di Lugano', 'Lugano office'),
    text: L(
      'Verkauf Tessin\nVia Cantonale 18\n6900 Lugano',
      'Vente Tessin\nVia Cantonale 18\n6900 Lugano',
      'Vendite Ticino\nVia Cantonale 18\n6900 Lugano',
      'Sales Ticino\nVia Cantonale 18\n6900 Lugano',
    ),
    lat: 46.0101,
    lng: 8.96,
    icon: 'office',
  },
  {
    title: L('Tribo Deutschland GmbH', 'Tribo Allemagne GmbH', 'Tribo Germania GmbH', 'Tribo Germany GmbH'),
    text: L(
      'Hauptstraße 210\n79576 Weil am Rhein',
      'Hauptstraße 210\n79576 Weil am Rhein',
      'Hauptstraße 210\n79576 Weil am Rhein',
      'Hauptstraße 210\n79576 Weil am Rhein',
    ),
    lat: 47.5934,
    lng: 7.6207,
    icon: 'office',
  },
  {
    title: L('Tribo Austria GmbH', 'Tribo Autriche GmbH', 'Tribo Austria GmbH', 'Tribo Austria GmbH'),
    text: L(
      'Messestraße 1\n6850 Dornbirn',
      'Messestraße 1\n6850 Dornbirn',
      'Messestraße 1\n6850 Dornbirn',
      'Messestraße 1\n6850 Dornbirn',
    ),
    lat: 47.4125,
    lng: 9.7417,
    icon: 'office',
  },
]

/** The map of Tribo's sites, as a content block. */
export function locationMapBlock(c: BlockContext) {
  return {
    blockType: 'locationMap',
    title: c.t(L('Unsere Standorte', 'Nos sites', 'Le nostre sedi', 'Our locations')),
    width: 'default',
    locations: SITES.map((site) => ({
      title: c.t(site.title),
      text: c.t(site.text),
      lat: site.lat,
      lng: site.lng,
      icon: site.icon,
    })),
  }
}

/** The locations page: a short text and the map. */
export function locationBlocks(c: BlockContext) {
  return [
    {
      blockType: 'richText',
      width: '66',
      background: 'white',
      content: richText([
        p(
          c.t(
            L(
              'Von Winterthur aus beliefern wir die Schweiz, Deutschland und Österreich – mit Büros in allen Sprachregionen.',
              'Depuis Winterthour, nous livrons la Suisse, l’Allemagne et l’Autriche – avec des bureaux dans toutes les régions linguistiques.',
              'Da Winterthur riforniamo la Svizzera, la Germania e l’Austria – con uffici in tutte le regioni linguistiche.',
              'From Winterthur we supply Switzerland, Germany and Austria – with offices in every language region.',
            ),
          ),
        ),
      ]),
    },
    locationMapBlock(c),
  ]
}
