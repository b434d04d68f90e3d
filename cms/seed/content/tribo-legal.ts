import { h2, h3, p, ul } from '../rich-text'
import type { PageSeed } from '../types'

export const triboImprint: PageSeed = {
  showInNavigation: false,
  navigationOrder: 900,
  title: { de: 'Impressum', fr: 'Mentions légales', it: 'Note legali', en: 'Imprint' },
  slug: { de: 'impressum', fr: 'mentions-legales', it: 'note-legali', en: 'imprint' },
  description: {
    de: 'Angaben zum Betreiber dieser Website, der Tribo AG in Winterthur.',
    fr: 'Informations sur l’exploitant de ce site, Tribo SA à Winterthour.',
    it: 'Informazioni sul gestore di questo sito, Tribo SA a Winterthur.',
    en: 'Details of the operator of this website, Tribo Ltd in Winterthur.',
  },
  sections: {
    de: [
      [
        h2('Impressum'),
        p(
          'Tribo AG, Industriestrasse 12, 8400 Winterthur, Schweiz. Telefon +41 52 260 50 50, E-Mail info@tribo.ch.',
        ),
        p(
          'Handelsregister des Kantons Zürich, UID CHE-000.000.000. Vertretungsberechtigt: Claudia Brunner-Tribolet, Geschäftsführerin.',
        ),
        h3('Haftungsausschluss'),
        p(
          'Die Angaben auf dieser Website wurden sorgfältig geprüft. Verbindlich für die Verwendung unserer Produkte sind die technischen Datenblätter und die Vorgaben der Fahrzeug- und Maschinenhersteller.',
        ),
      ],
    ],
    fr: [
      [
        h2('Mentions légales'),
        p(
          'Tribo SA, Industriestrasse 12, 8400 Winterthour, Suisse. Téléphone +41 52 260 50 50, e-mail info@tribo.ch.',
        ),
        p(
          'Registre du commerce du canton de Zurich, IDE CHE-000.000.000. Représentante autorisée : Claudia Brunner-Tribolet, directrice.',
        ),
        h3('Exclusion de responsabilité'),
        p(
          'Les informations de ce site ont été vérifiées avec soin. Pour l’utilisation de nos produits, seules les fiches techniques et les prescriptions des constructeurs de véhicules et de machines font foi.',
        ),
      ],
    ],
    it: [
      [
        h2('Note legali'),
        p(
          'Tribo SA, Industriestrasse 12, 8400 Winterthur, Svizzera. Telefono +41 52 260 50 50, e-mail info@tribo.ch.',
        ),
        p(
          'Registro di commercio del Canton Zurigo, IDI CHE-000.000.000. Rappresentante autorizzata: Claudia Brunner-Tribolet, direttrice.',
        ),
        h3('Esclusione di responsabilità'),
        p(
          'Le informazioni di questo sito sono state verificate con cura. Per l’impiego dei nostri prodotti fanno fede le schede tecniche e le prescrizioni dei costruttori di veicoli e macchine.',
        ),
      ],
    ],
    en: [
      [
        h2('Imprint'),
        p(
          'Tribo Ltd, Industriestrasse 12, 8400 Winterthur, Switzerland. Phone +41 52 260 50 50, e-mail info@tribo.ch.',
        ),
        p(
          'Commercial register of the Canton of Zurich, UID CHE-000.000.000. Authorised representative: Claudia Brunner-Tribolet, Managing Director.',
        ),
        h3('Disclaimer'),
        p(
          'The information on this website has been checked carefully. For the use of our products, the technical data sheets and the specifications of vehicle and machine manufacturers are binding.',
        ),
      ],
    ],
  },
}

export const triboPrivacy: PageSeed = {
  showInNavigation: false,
  navigationOrder: 910,
  title: { de: 'Datenschutz', fr: 'Protection des données', it: 'Protezione dei dati', en: 'Privacy' },
  slug: { de: 'datenschutz', fr: 'protection-des-donnees', it: 'protezione-dei-dati', en: 'privacy' },
  description: {
    de: 'Wie Tribo Personendaten im Webshop und auf dieser Website bearbeitet.',
    fr: 'Comment Tribo traite les données personnelles dans la boutique en ligne et sur ce site.',
    it: 'Come Tribo tratta i dati personali nel negozio online e su questo sito.',
    en: 'How Tribo processes personal data in the web shop and on this website.',
  },
  sections: {
    de: [
      [
        h2('Datenschutzerklärung'),
        p(
          'Wir bearbeiten Personendaten nach dem Schweizer Datenschutzgesetz (DSG). Verantwortlich ist die Tribo AG in Winterthur; Anfragen richten Sie an datenschutz@tribo.ch.',
        ),
        h3('Welche Daten wir bearbeiten'),
        ul([
          'Kontaktangaben und Kundennummer für Bestellungen',
          'Bestell- und Lieferhistorie Ihres Kundenkontos',
          'Technisch notwendige Cookies für Anmeldung und Warenkorb',
        ]),
        p(
          'Wir geben Daten nur an Logistikpartner weiter, soweit es für die Lieferung nötig ist. Sie können jederzeit Auskunft, Berichtigung oder Löschung verlangen.',
        ),
      ],
    ],
    fr: [
      [
        h2('Déclaration de protection des données'),
        p(
          'Nous traitons les données personnelles conformément à la loi suisse sur la protection des données (LPD). Le responsable est Tribo SA à Winterthour ; adressez vos demandes à datenschutz@tribo.ch.',
        ),
        h3('Données que nous traitons'),
        ul([
          'Coordonnées et numéro client pour les commandes',
          'Historique des commandes et livraisons de votre compte client',
          'Cookies techniquement nécessaires pour la connexion et le panier',
        ]),
        p(
          'Nous ne transmettons des données aux partenaires logistiques que dans la mesure nécessaire à la livraison. Vous pouvez demander à tout moment l’accès, la rectification ou l’effacement.',
        ),
      ],
    ],
    it: [
      [
        h2('Dichiarazione sulla protezione dei dati'),
        p(
          'Trattiamo i dati personali secondo la legge svizzera sulla protezione dei dati (LPD). Il titolare è Tribo SA a Winterthur; inviate le vostre richieste a datenschutz@tribo.ch.',
        ),
        h3('Quali dati trattiamo'),
        ul([
          'Dati di contatto e numero cliente per gli ordini',
          'Storico di ordini e consegne del vostro conto cliente',
          'Cookie tecnicamente necessari per l’accesso e il carrello',
        ]),
        p(
          'Trasmettiamo dati ai partner logistici solo nella misura necessaria alla consegna. Potete chiedere in qualsiasi momento accesso, rettifica o cancellazione.',
        ),
      ],
    ],
    en: [
      [
        h2('Privacy policy'),
        p(
          'We process personal data in accordance with the Swiss Federal Act on Data Protection (FADP). The controller is Tribo Ltd in Winterthur; please send requests to datenschutz@tribo.ch.',
        ),
        h3('What data we process'),
        ul([
          'Contact details and customer number for orders',
          'Order and delivery history of your customer account',
          'Technically necessary cookies for sign-in and the cart',
        ]),
        p(
          'We share data with logistics partners only as far as needed for delivery. You may request access, correction or deletion at any time.',
        ),
      ],
    ],
  },
}
