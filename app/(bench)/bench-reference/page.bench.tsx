import type { Metadata } from 'next'
import Link from 'next/link'

/**
 * Static yardstick for `npm run bench` (see bench/README.md): a plain page of
 * about the size of a content page (header with ~40 navigation links, twelve
 * paragraphs, footer), rendered once at build time. No data fetching, no
 * providers, no CSS. Not linked from the site; the proxy leaves
 * `/bench-reference` alone. The `.bench.tsx` extension makes it a page only in
 * a build made with BENCH_REFERENCE=1 (next.config.ts `pageExtensions`), which
 * the bench scripts make; normal production builds leave it out.
 */
export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: 'Referenzseite (Benchmark)',
  robots: { index: false },
}

type NavSection = { title: string; links: { label: string; href: string }[] }

const NAV: NavSection[] = [
  {
    title: 'Produkte',
    links: [
      { label: 'Übersicht', href: '/de-ch/produkte' },
      { label: 'Motoröle', href: '/de-ch/produkte/motoroele' },
      { label: 'Getriebeöle', href: '/de-ch/produkte/getriebeoele' },
      { label: 'Hydrauliköle', href: '/de-ch/produkte/hydraulikoele' },
      { label: 'Fette', href: '/de-ch/produkte/fette' },
      { label: 'Kettenpflege', href: '/de-ch/produkte/kettenpflege' },
      { label: 'Reiniger', href: '/de-ch/produkte/reiniger' },
      { label: 'Kühlmittel', href: '/de-ch/produkte/kuehlmittel' },
      { label: 'Bremsflüssigkeiten', href: '/de-ch/produkte/bremsfluessigkeiten' },
      { label: 'Zubehör', href: '/de-ch/produkte/zubehoer' },
    ],
  },
  {
    title: 'Branchen',
    links: [
      { label: 'Industrie', href: '/de-ch/branchen/industrie' },
      { label: 'Motorrad', href: '/de-ch/branchen/motorrad' },
      { label: 'Landwirtschaft', href: '/de-ch/branchen/landwirtschaft' },
      { label: 'Bau', href: '/de-ch/branchen/bau' },
      { label: 'Lebensmittel', href: '/de-ch/branchen/lebensmittel' },
      { label: 'Transport', href: '/de-ch/branchen/transport' },
      { label: 'Energie', href: '/de-ch/branchen/energie' },
      { label: 'Werkstätten', href: '/de-ch/branchen/werkstaetten' },
    ],
  },
  {
    title: 'Service',
    links: [
      { label: 'Beratung', href: '/de-ch/service/beratung' },
      { label: 'Ölanalyse', href: '/de-ch/service/oelanalyse' },
      { label: 'Schulungen', href: '/de-ch/service/schulungen' },
      { label: 'Downloads', href: '/de-ch/service/downloads' },
      { label: 'Sicherheitsdatenblätter', href: '/de-ch/service/sicherheitsdatenblaetter' },
      { label: 'Schmierstoffempfehlung', href: '/de-ch/service/empfehlung' },
      { label: 'Häufige Fragen', href: '/de-ch/service/faq' },
      { label: 'Rücksendungen', href: '/de-ch/service/ruecksendungen' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [
      { label: 'Über uns', href: '/de-ch/unternehmen' },
      { label: 'Geschichte', href: '/de-ch/unternehmen/geschichte' },
      { label: 'Nachhaltigkeit', href: '/de-ch/unternehmen/nachhaltigkeit' },
      { label: 'Qualität', href: '/de-ch/unternehmen/qualitaet' },
      { label: 'Standorte', href: '/de-ch/unternehmen/standorte' },
      { label: 'Karriere', href: '/de-ch/unternehmen/karriere' },
      { label: 'Medien', href: '/de-ch/unternehmen/medien' },
      { label: 'Partner', href: '/de-ch/unternehmen/partner' },
    ],
  },
  {
    title: 'Konto',
    links: [
      { label: 'Anmelden', href: '/de-ch/konto/anmelden' },
      { label: 'Registrieren', href: '/de-ch/konto/registrieren' },
      { label: 'Bestellungen', href: '/de-ch/konto/bestellungen' },
      { label: 'Warenkorb', href: '/de-ch/warenkorb' },
      { label: 'Merkliste', href: '/de-ch/merkliste' },
      { label: 'Kontakt', href: '/de-ch/kontakt' },
    ],
  },
]

type Section = { heading: string; paragraphs: string[] }

const SECTIONS: Section[] = [
  {
    heading: 'Die Anfänge in einer kleinen Werkstatt',
    paragraphs: [
      'Alles begann in einer kleinen Werkstatt am Rand einer Schweizer Kleinstadt, in der zwei Mechaniker Maschinen der umliegenden Betriebe instand hielten. Immer wieder stellten sie fest, dass Lager und Getriebe nicht wegen schlechter Konstruktion ausfielen, sondern weil die verwendeten Schmierstoffe nicht zu den Bedingungen im Betrieb passten. Staub, wechselnde Temperaturen und lange Standzeiten setzten den handelsüblichen Ölen zu. Aus dieser Beobachtung entstand die Idee, Schmierstoffe nicht nur zu verkaufen, sondern sie gezielt auf die jeweilige Anwendung abzustimmen und die Kundschaft bei der Auswahl persönlich zu beraten. Die ersten Mischungen wurden in einem Nebenraum angesetzt, in Kanister abgefüllt und mit dem Lieferwagen direkt zu den Betrieben gebracht. Wer anrief, sprach mit den Gründern selbst, und wer ein Problem hatte, bekam noch am gleichen Tag Besuch.',
      'Schon bald sprach sich herum, dass die Maschinen mit den neuen Schmierstoffen länger liefen und seltener stillstanden. Sägereien, Käsereien und Bauunternehmen aus der Region gehörten zu den ersten Stammkunden. Die Gründer führten über jeden Einsatz sorgfältig Buch: welche Maschine, welches Öl, wie viele Betriebsstunden bis zum nächsten Wechsel. Diese Aufzeichnungen bildeten über Jahre hinweg eine wertvolle Grundlage für die Weiterentwicklung der Produkte. Sie zeigten, dass sich die Lebensdauer von Lagern und Dichtungen mit der richtigen Schmierung oft verdoppeln liess, und sie überzeugten auch skeptische Betriebsleiter, die zunächst nicht einsehen wollten, warum sie für ein Spezialöl mehr bezahlen sollten als für die Ware aus dem Grosshandel.',
    ],
  },
  {
    heading: 'Vom Handwerk zur eigenen Produktion',
    paragraphs: [
      'Mit der wachsenden Nachfrage reichte der Nebenraum der Werkstatt nicht mehr aus. Das Unternehmen bezog eine ehemalige Fabrikhalle, in der erstmals eigene Mischanlagen, ein kleines Labor und ein Lager für Grundöle und Additive Platz fanden. Die Anschaffung der ersten Rührwerke war ein grosser Schritt, der die Familie und die damals noch wenigen Mitarbeitenden viel Mut kostete. Doch die Investition zahlte sich aus: Die Qualität der Produkte liess sich nun reproduzierbar sicherstellen, jede Charge wurde geprüft und dokumentiert, und die Lieferzeiten verkürzten sich deutlich. Gleichzeitig wuchs das Sortiment um Getriebeöle, Hydraulikflüssigkeiten und Fette für besonders hohe Belastungen, wie sie etwa in Steinbrüchen und Kieswerken auftreten.',
      'Im Labor arbeiteten bald ausgebildete Chemikerinnen und Chemiker, die gemeinsam mit den Anwendungstechnikern neue Rezepturen entwickelten. Jede neue Formulierung musste sich zunächst auf den hauseigenen Prüfständen bewähren, bevor sie bei ausgewählten Kunden unter realen Bedingungen getestet wurde. Dieses Vorgehen, das Labor und Praxis eng miteinander verbindet, prägt die Entwicklungsarbeit bis heute. Es führte auch dazu, dass das Unternehmen früh begann, Ölproben seiner Kunden zu analysieren, um Verschleiss, Verunreinigungen und Alterung rechtzeitig zu erkennen. Aus diesem Angebot entstand später ein eigener Servicebereich, der heute von vielen Industriebetrieben als fester Bestandteil ihrer vorbeugenden Instandhaltung genutzt wird.',
    ],
  },
  {
    heading: 'Leidenschaft für das Motorrad',
    paragraphs: [
      'Einige der Mitarbeitenden fuhren in ihrer Freizeit Motorrad und nahmen an regionalen Rennen teil. Was als private Leidenschaft begann, wurde zu einem neuen Geschäftsfeld: Die Anforderungen an Motorenöle für Motorräder unterscheiden sich deutlich von jenen für Autos, weil Motor, Getriebe und Kupplung oft im gleichen Öl laufen und die Drehzahlen wesentlich höher sind. Das Team entwickelte eine eigene Linie von Motoren-, Gabel- und Kettenölen, die zunächst auf der Rennstrecke erprobt und danach in den Handel gebracht wurde. Die Rückmeldungen der Fahrerinnen und Fahrer flossen direkt in die Weiterentwicklung ein, und bald fand man die Produkte in vielen Motorradwerkstätten des Landes.',
      'Heute betreut ein eigenes Team die Motorradkundschaft, von der Hobbyfahrerin bis zum Rennstall. Es berät Werkstätten bei der Auswahl der passenden Produkte, organisiert Pflegekurse und ist an Veranstaltungen präsent, an denen es Fragen rund um Wartung und Pflege beantwortet. Mit dem eigenen Onlineshop für Motorradprodukte können Kundinnen und Kunden ihre Bestellungen bequem von zu Hause aus aufgeben und erhalten die Ware in der Regel innert zwei Werktagen. Für Werkstätten gibt es besondere Konditionen, Gebinde in Werkstattgrössen und eine persönliche Ansprechperson, die bei technischen Fragen weiterhilft und die Bestellungen bei Bedarf auch telefonisch entgegennimmt.',
    ],
  },
  {
    heading: 'Wachstum über die Landesgrenzen hinaus',
    paragraphs: [
      'Mit der Zeit meldeten sich auch Betriebe aus dem benachbarten Ausland, die von Geschäftspartnern oder über Fachmessen auf das Unternehmen aufmerksam geworden waren. Um sie zuverlässig beliefern zu können, wurden Vertriebspartnerschaften aufgebaut und die Produktinformationen in mehrere Sprachen übersetzt. Besonders in der Westschweiz und in Norditalien fanden die Schmierstoffe grossen Anklang. Die Mehrsprachigkeit, die in der Schweiz ohnehin zum Alltag gehört, erwies sich dabei als grosser Vorteil: Die Beratung konnte auf Deutsch, Französisch, Italienisch und Englisch angeboten werden, und die technischen Datenblätter standen in allen Sprachen zur Verfügung.',
      'Der Schritt über die Landesgrenzen brachte auch neue Anforderungen mit sich. Zulassungen und Freigaben mussten für verschiedene Märkte eingeholt, Sicherheitsdatenblätter an unterschiedliche Vorschriften angepasst und die Logistik neu organisiert werden. Ein modernes Lager mit automatischer Kommissionierung löste die bisherigen Regale ab, und ein neues Warenwirtschaftssystem sorgte dafür, dass Bestellungen aus dem In- und Ausland zuverlässig verarbeitet wurden. Trotz des Wachstums blieb das Unternehmen in Familienbesitz und seinem Grundsatz treu, Entscheidungen mit Blick auf die langfristige Entwicklung und nicht auf den kurzfristigen Gewinn zu treffen.',
    ],
  },
  {
    heading: 'Verantwortung für Umwelt und Gesellschaft',
    paragraphs: [
      'Schmierstoffe tragen dazu bei, dass Maschinen effizienter laufen und weniger Energie verbrauchen. Gleichzeitig ist die Herstellung von Ölen mit Verantwortung verbunden. Das Unternehmen setzt deshalb seit vielen Jahren auf biologisch abbaubare Produkte für Anwendungen, bei denen Schmierstoffe in die Umwelt gelangen können, etwa in der Forstwirtschaft, im Wasserbau oder bei Seilbahnen. Die Produktionsanlagen werden laufend modernisiert, um den Energieverbrauch zu senken, und auf den Dächern der Gebäude erzeugen Solaranlagen einen wesentlichen Teil des benötigten Stroms. Gebrauchte Öle nimmt das Unternehmen auf Wunsch zurück und führt sie einer fachgerechten Aufbereitung zu.',
      'Auch gegenüber den Mitarbeitenden und der Region sieht sich das Unternehmen in der Pflicht. Es bildet jedes Jahr Lernende in kaufmännischen, technischen und logistischen Berufen aus und unterstützt Weiterbildungen seiner Angestellten. Viele Mitarbeitende sind seit Jahrzehnten dabei und geben ihr Wissen an die nächste Generation weiter. Vereine, Schulen und kulturelle Anlässe in der Region erhalten regelmässig Unterstützung, und bei der Wahl von Lieferanten achtet das Unternehmen darauf, wo immer möglich mit Betrieben aus der Umgebung zusammenzuarbeiten. So bleibt die Wertschöpfung in der Region, und die Wege bleiben kurz.',
    ],
  },
  {
    heading: 'Digitalisierung und Blick nach vorn',
    paragraphs: [
      'In den letzten Jahren hat die Digitalisierung die Arbeit in allen Bereichen verändert. Die Kundschaft bestellt heute zunehmend online, vergleicht Produkte am Bildschirm und erwartet, dass technische Unterlagen jederzeit abrufbar sind. Das Unternehmen hat deshalb seine Webseiten und Onlineshops von Grund auf erneuert. Sie sind mehrsprachig, auf Mobilgeräten gut bedienbar und so aufgebaut, dass Inhalte von den Fachabteilungen selbst gepflegt werden können. Für Industriekunden gibt es einen eigenen Bereich mit Preislisten, Bestellhistorie und Analyseberichten, für die Motorradkundschaft einen Shop mit Empfehlungen, die auf das jeweilige Fahrzeug abgestimmt sind.',
      'Der Blick nach vorn ist von Zuversicht geprägt. Neue Antriebe, strengere Umweltvorschriften und höhere Anforderungen an die Effizienz stellen die Branche vor Herausforderungen, eröffnen aber auch Chancen. Elektrische Antriebe benötigen andere Kühl- und Schmiermittel, Industrieanlagen werden mit Sensoren ausgerüstet, die den Zustand der Schmierstoffe laufend überwachen, und die Kundschaft erwartet immer schnellere und persönlichere Beratung. Das Unternehmen begegnet diesen Entwicklungen mit derselben Haltung, die schon die Gründer auszeichnete: genau hinschauen, zuhören, ausprobieren und erst dann empfehlen, wenn man von einer Lösung wirklich überzeugt ist. Diese Haltung wird auch die nächsten Kapitel der Firmengeschichte prägen.',
    ],
  },
]

const MILESTONES = [
  { year: '1962', text: 'Gründung als Werkstatt für Maschinenunterhalt' },
  { year: '1971', text: 'Erste eigene Mischanlage und eigenes Labor' },
  { year: '1984', text: 'Start der Motorradlinie nach Erprobung auf der Rennstrecke' },
  { year: '1996', text: 'Eröffnung des Logistikzentrums mit automatischer Kommissionierung' },
  { year: '2008', text: 'Einführung biologisch abbaubarer Industrieschmierstoffe' },
  { year: '2017', text: 'Solaranlagen auf allen Produktionsgebäuden' },
  { year: '2024', text: 'Neue mehrsprachige Webseiten und Onlineshops' },
]

export default function BenchReferencePage() {
  return (
    <>
      <header>
        <Link href="/de-ch">Tribo</Link>
        <nav aria-label="Hauptnavigation">
          {NAV.map((section) => (
            <div key={section.title}>
              <strong>{section.title}</strong>
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </header>
      <main>
        <nav aria-label="Brotkrümelnavigation">
          <ol>
            <li>
              <Link href="/de-ch">Startseite</Link>
            </li>
            <li>
              <Link href="/de-ch/unternehmen">Unternehmen</Link>
            </li>
            <li aria-current="page">Geschichte</li>
          </ol>
        </nav>
        <article>
          <h1>Unsere Geschichte</h1>
          <p>
            <em>
              Von der Werkstatt zum Spezialisten für Schmierstoffe: ein Überblick über mehr als sechzig Jahre.
            </em>
          </p>
          {SECTIONS.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section>
            <h2>Meilensteine</h2>
            <dl>
              {MILESTONES.map((milestone) => (
                <div key={milestone.year}>
                  <dt>{milestone.year}</dt>
                  <dd>{milestone.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        </article>
      </main>
      <footer>
        <nav aria-label="Sitemap">
          {NAV.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <address>
          Tribo AG
          <br />
          Industriestrasse 1
          <br />
          8000 Zürich
          <br />
          <a href="mailto:info@tribo.ch">info@tribo.ch</a>
        </address>
        <ul>
          <li>
            <Link href="/de-ch/impressum">Impressum</Link>
          </li>
          <li>
            <Link href="/de-ch/datenschutz">Datenschutz</Link>
          </li>
          <li>
            <Link href="/de-ch/agb">AGB</Link>
          </li>
          <li>
            <Link href="/de-ch/kontakt">Kontakt</Link>
          </li>
        </ul>
        <p>© Tribo AG</p>
      </footer>
    </>
  )
}
