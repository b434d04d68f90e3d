import type { ContentLanguage } from '../../lib/i18n/locales'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

type Qa = { q: Localized<string>; a: Localized<string> }
type CategorySeed = { key: string; title: Localized<string>; icon: string; questions: Qa[] }

const qa = (q: Localized<string>, a: Localized<string>): Qa => ({ q, a })

const OIL: CategorySeed = {
  key: 'oil',
  title: L(
    'Motorenöl & Ölwechsel',
    'Huile moteur & vidange',
    'Olio motore & cambio olio',
    'Engine oil & oil change',
  ),
  icon: 'oil',
  questions: [
    qa(
      L(
        'Was bedeutet die Viskositätsangabe 5W-30?',
        'Que signifie l’indication de viscosité 5W-30 ?',
        'Che cosa significa l’indicazione di viscosità 5W-30?',
        'What does the viscosity grade 5W-30 mean?',
      ),
      L(
        'Die Zahl vor dem W (Winter) beschreibt das Kaltstartverhalten: je kleiner, desto schneller fliesst das Öl bei Kälte. Die Zahl danach gibt die Viskosität bei 100 °C an, also wie gut das Öl im betriebswarmen Motor schmiert.',
        'Le chiffre avant le W (winter) décrit le comportement au démarrage à froid : plus il est petit, plus l’huile circule vite par temps froid. Le chiffre suivant indique la viscosité à 100 °C, donc la lubrification du moteur chaud.',
        'Il numero prima della W (winter) descrive l’avviamento a freddo: più è basso, più velocemente l’olio scorre al freddo. Il numero dopo indica la viscosità a 100 °C, cioè la lubrificazione a motore caldo.',
        'The number before the W (winter) describes cold-start behaviour: the lower it is, the faster the oil flows when cold. The number after it is the viscosity at 100 °C, i.e. how well the oil lubricates a warm engine.',
      ),
    ),
    qa(
      L(
        'Wie oft muss ich das Motoröl wechseln?',
        'À quelle fréquence dois-je vidanger l’huile moteur ?',
        'Ogni quanto devo cambiare l’olio motore?',
        'How often do I need to change the engine oil?',
      ),
      L(
        'Massgebend ist der Serviceplan des Fahrzeugherstellers, meist 15 000 bis 30 000 km oder einmal jährlich. Bei Kurzstrecken, Anhängerbetrieb oder viel Staub empfehlen wir kürzere Intervalle.',
        'Le plan d’entretien du constructeur fait foi, en général tous les 15 000 à 30 000 km ou une fois par an. Pour les trajets courts, la traction de remorques ou la poussière, nous recommandons des intervalles plus courts.',
        'Vale il piano di manutenzione del costruttore, di solito ogni 15 000–30 000 km o una volta all’anno. Con tragitti brevi, traino di rimorchi o molta polvere consigliamo intervalli più brevi.',
        'The vehicle maker’s service schedule applies, usually every 15,000 to 30,000 km or once a year. For short trips, towing or dusty conditions we recommend shorter intervals.',
      ),
    ),
    qa(
      L(
        'Darf ich verschiedene Motoröle mischen?',
        'Puis-je mélanger différentes huiles moteur ?',
        'Posso mescolare oli motore diversi?',
        'May I mix different engine oils?',
      ),
      L(
        'Zum Nachfüllen im Notfall ist das Mischen von Ölen mit gleicher Viskosität und Spezifikation unbedenklich. Dauerhaft sollten Sie beim freigegebenen Öl bleiben, damit die Additive optimal wirken.',
        'Pour un appoint d’urgence, mélanger des huiles de même viscosité et spécification ne pose pas de problème. À long terme, restez fidèle à l’huile homologuée pour que les additifs agissent de façon optimale.',
        'Per un rabbocco d’emergenza mescolare oli con la stessa viscosità e specifica non è un problema. A lungo termine è meglio restare sull’olio omologato, perché gli additivi agiscano al meglio.',
        'For an emergency top-up, mixing oils of the same viscosity and specification is harmless. In the long run, stay with the approved oil so the additives work as intended.',
      ),
    ),
    qa(
      L(
        'Welches Öl ist für mein Fahrzeug freigegeben?',
        'Quelle huile est homologuée pour mon véhicule ?',
        'Quale olio è omologato per il mio veicolo?',
        'Which oil is approved for my vehicle?',
      ),
      L(
        'Unser Ölfinder nennt Ihnen nach Marke, Modell und Motor das passende Tribo-Produkt samt Füllmenge. Die Herstellerfreigabe (z. B. VW 504 00) finden Sie auch im Serviceheft.',
        'Notre guide des huiles vous indique, selon la marque, le modèle et le moteur, le produit Tribo adapté et la quantité. L’homologation du constructeur (p. ex. VW 504 00) figure aussi dans le carnet d’entretien.',
        'Il nostro cercaolio indica, in base a marca, modello e motore, il prodotto Tribo adatto con la quantità. L’omologazione del costruttore (ad es. VW 504 00) si trova anche nel libretto di manutenzione.',
        'Our oil finder names the right Tribo product and fill quantity for make, model and engine. The maker’s approval (e.g. VW 504 00) is also listed in the service booklet.',
      ),
    ),
    qa(
      L(
        'Was ist der Unterschied zwischen vollsynthetischem und teilsynthetischem Öl?',
        'Quelle est la différence entre huile entièrement synthétique et semi-synthétique ?',
        'Qual è la differenza tra olio completamente sintetico e semisintetico?',
        'What is the difference between fully synthetic and semi-synthetic oil?',
      ),
      L(
        'Vollsynthetische Öle basieren auf synthetischen Grundölen, bleiben über einen grossen Temperaturbereich stabil und erlauben lange Wechselintervalle. Teilsynthetische Öle mischen Mineral- und Syntheseöl und eignen sich für ältere Motoren mit kürzeren Intervallen.',
        'Les huiles entièrement synthétiques reposent sur des huiles de base synthétiques, restent stables sur une large plage de températures et permettent de longs intervalles. Les semi-synthétiques mélangent huile minérale et synthétique et conviennent aux moteurs plus anciens.',
        'Gli oli completamente sintetici si basano su oli base sintetici, restano stabili in un ampio intervallo di temperature e permettono intervalli lunghi. I semisintetici uniscono olio minerale e sintetico e sono adatti a motori più vecchi.',
        'Fully synthetic oils are made from synthetic base oils, stay stable over a wide temperature range and allow long change intervals. Semi-synthetic oils blend mineral and synthetic oil and suit older engines with shorter intervals.',
      ),
    ),
  ],
}

const GEAR: CategorySeed = {
  key: 'gear',
  title: L(
    'Getriebe & Hydraulik',
    'Transmissions & hydraulique',
    'Trasmissioni & idraulica',
    'Gears & hydraulics',
  ),
  icon: 'filter',
  questions: [
    qa(
      L(
        'Muss Getriebeöl überhaupt gewechselt werden?',
        'Faut-il vraiment vidanger l’huile de transmission ?',
        'L’olio del cambio va davvero sostituito?',
        'Does gear oil need changing at all?',
      ),
      L(
        'Viele Hersteller sprechen von Lebensdauerfüllung. Unter hoher Last, bei Anhängerbetrieb oder nach 100 000 km empfehlen wir dennoch einen Wechsel, weil gealtertes Öl Schaltkomfort und Verschleissschutz mindert.',
        'Beaucoup de constructeurs parlent de remplissage à vie. Sous forte charge, avec remorque ou après 100 000 km, nous recommandons tout de même une vidange, car une huile vieillie réduit le confort et la protection contre l’usure.',
        'Molti costruttori parlano di riempimento a vita. Con carichi elevati, traino o dopo 100 000 km consigliamo comunque il cambio, perché l’olio invecchiato riduce il comfort e la protezione dall’usura.',
        'Many makers speak of a lifetime fill. Under heavy load, when towing or after 100,000 km we still recommend a change, because aged oil reduces shift comfort and wear protection.',
      ),
    ),
    qa(
      L(
        'Was bedeuten die Klassen GL-4 und GL-5?',
        'Que signifient les classes GL-4 et GL-5 ?',
        'Che cosa significano le classi GL-4 e GL-5?',
        'What do the classes GL-4 and GL-5 mean?',
      ),
      L(
        'Die API-Klassen beschreiben die Hochdruckeigenschaften. GL-4 ist für Schaltgetriebe mit Synchronringen ausgelegt, GL-5 für hoch belastete Achsantriebe. Verwenden Sie GL-5 nur, wenn der Hersteller es ausdrücklich erlaubt.',
        'Les classes API décrivent les propriétés extrême pression. GL-4 est conçue pour les boîtes manuelles synchronisées, GL-5 pour les ponts fortement sollicités. N’utilisez GL-5 que si le constructeur l’autorise expressément.',
        'Le classi API descrivono le proprietà di estrema pressione. GL-4 è pensata per cambi manuali sincronizzati, GL-5 per differenziali molto sollecitati. Usi GL-5 solo se il costruttore lo consente espressamente.',
        'The API classes describe extreme-pressure properties. GL-4 is made for synchronised manual gearboxes, GL-5 for heavily loaded axle drives. Use GL-5 only where the maker expressly allows it.',
      ),
    ),
    qa(
      L(
        'Welches ATF passt zu meinem Automatikgetriebe?',
        'Quel ATF convient à ma boîte automatique ?',
        'Quale ATF è adatto al mio cambio automatico?',
        'Which ATF suits my automatic transmission?',
      ),
      L(
        'Automatikgetriebe brauchen ein Öl mit exakt passender Reibcharakteristik, zum Beispiel Dexron VI oder ZF Lifeguard. Nennen Sie uns Fahrzeug und Getriebetyp, wir empfehlen das freigegebene Tribo ATF.',
        'Les boîtes automatiques exigent une huile aux caractéristiques de friction exactes, par exemple Dexron VI ou ZF Lifeguard. Indiquez-nous le véhicule et le type de boîte, nous vous recommandons l’ATF Tribo homologué.',
        'I cambi automatici richiedono un olio con caratteristiche d’attrito precise, ad esempio Dexron VI o ZF Lifeguard. Ci indichi veicolo e tipo di cambio, le consiglieremo l’ATF Tribo omologato.',
        'Automatic transmissions need an oil with exactly the right friction behaviour, for example Dexron VI or ZF Lifeguard. Tell us the vehicle and transmission type and we will recommend the approved Tribo ATF.',
      ),
    ),
    qa(
      L(
        'Wann sollte Hydrauliköl gewechselt werden?',
        'Quand faut-il changer l’huile hydraulique ?',
        'Quando va sostituito l’olio idraulico?',
        'When should hydraulic oil be changed?',
      ),
      L(
        'Richtwert sind 2000 bis 4000 Betriebsstunden. Sicherer ist eine Ölanalyse: Sie zeigt Wasser, Abrieb und Alterung und verhindert unnötige Wechsel.',
        'La valeur indicative est de 2000 à 4000 heures de service. Une analyse d’huile est plus sûre : elle révèle l’eau, l’usure et le vieillissement et évite des vidanges inutiles.',
        'Il valore indicativo è di 2000–4000 ore di esercizio. Più sicura è un’analisi dell’olio: mostra acqua, usura e invecchiamento ed evita cambi inutili.',
        'The guide value is 2,000 to 4,000 operating hours. An oil analysis is safer: it shows water, wear and ageing and avoids needless changes.',
      ),
    ),
    qa(
      L(
        'Was bedeutet HVLP bei Hydraulikölen?',
        'Que signifie HVLP pour les huiles hydrauliques ?',
        'Che cosa significa HVLP per gli oli idraulici?',
        'What does HVLP mean for hydraulic oils?',
      ),
      L(
        'HVLP-Öle nach DIN 51524-3 haben einen hohen Viskositätsindex. Sie bleiben bei Kälte fliessfähig und bei Wärme tragfähig – ideal für Baumaschinen und Anlagen im Freien.',
        'Les huiles HVLP selon DIN 51524-3 ont un indice de viscosité élevé. Elles restent fluides par temps froid et portantes à chaud – idéales pour les engins de chantier et installations extérieures.',
        'Gli oli HVLP secondo DIN 51524-3 hanno un elevato indice di viscosità. Restano fluidi al freddo e portanti al caldo – ideali per macchine edili e impianti all’aperto.',
        'HVLP oils to DIN 51524-3 have a high viscosity index. They stay fluid in the cold and keep their film when hot – ideal for construction machinery and outdoor plants.',
      ),
    ),
  ],
}

const GREASE: CategorySeed = {
  key: 'grease',
  title: L(
    'Fette & Pflegeprodukte',
    'Graisses & produits d’entretien',
    'Grassi & prodotti per la cura',
    'Greases & care products',
  ),
  icon: 'check',
  questions: [
    qa(
      L(
        'Welches Fett eignet sich für Radlager?',
        'Quelle graisse convient aux roulements de roue ?',
        'Quale grasso è adatto ai cuscinetti delle ruote?',
        'Which grease suits wheel bearings?',
      ),
      L(
        'Für Radlager empfehlen wir ein Lithiumkomplexfett der NLGI-Klasse 2 mit hoher Tropfpunkttemperatur. Es hält auch den Temperaturen beim Bremsen stand.',
        'Pour les roulements de roue, nous recommandons une graisse au complexe de lithium de classe NLGI 2 au point de goutte élevé. Elle résiste aussi aux températures du freinage.',
        'Per i cuscinetti delle ruote consigliamo un grasso al complesso di litio di classe NLGI 2 con punto di goccia elevato. Resiste anche alle temperature della frenata.',
        'For wheel bearings we recommend an NLGI grade 2 lithium complex grease with a high dropping point. It also copes with the heat of braking.',
      ),
    ),
    qa(
      L(
        'Was bedeutet die NLGI-Klasse?',
        'Que signifie la classe NLGI ?',
        'Che cosa significa la classe NLGI?',
        'What does the NLGI grade mean?',
      ),
      L(
        'Die NLGI-Klasse beschreibt die Konsistenz eines Fetts von 000 (fliessfähig) bis 6 (sehr fest). Die meisten Wälzlager werden mit Klasse 2 geschmiert, Zentralschmieranlagen oft mit 00 oder 0.',
        'La classe NLGI décrit la consistance d’une graisse, de 000 (fluide) à 6 (très ferme). La plupart des roulements sont graissés en classe 2, les graissages centralisés souvent en 00 ou 0.',
        'La classe NLGI descrive la consistenza di un grasso da 000 (fluido) a 6 (molto solido). La maggior parte dei cuscinetti usa la classe 2, gli impianti centralizzati spesso 00 o 0.',
        'The NLGI grade describes a grease’s consistency from 000 (fluid) to 6 (very firm). Most rolling bearings use grade 2, central lubrication systems often 00 or 0.',
      ),
    ),
    qa(
      L(
        'Darf ich verschiedene Fette mischen?',
        'Puis-je mélanger différentes graisses ?',
        'Posso mescolare grassi diversi?',
        'May I mix different greases?',
      ),
      L(
        'Nur wenn Verdicker und Grundöl verträglich sind. Lithium- und Polyharnstofffette zum Beispiel vertragen sich schlecht. Im Zweifel die alte Füllung vollständig entfernen.',
        'Seulement si l’épaississant et l’huile de base sont compatibles. Les graisses au lithium et au polyurée, par exemple, se mélangent mal. En cas de doute, retirez entièrement l’ancien remplissage.',
        'Solo se addensante e olio base sono compatibili. I grassi al litio e alla poliurea, per esempio, non vanno d’accordo. Nel dubbio rimuova completamente il vecchio riempimento.',
        'Only if thickener and base oil are compatible. Lithium and polyurea greases, for example, do not mix well. When in doubt, remove the old fill completely.',
      ),
    ),
    qa(
      L(
        'Wie pflege ich eine Motorradkette richtig?',
        'Comment bien entretenir une chaîne de moto ?',
        'Come curare correttamente la catena della moto?',
        'How do I care for a motorcycle chain properly?',
      ),
      L(
        'Reinigen Sie die Kette alle 500 bis 1000 km mit einem Kettenreiniger, lassen Sie sie trocknen und sprühen Sie das Kettenspray auf die Innenseite, solange die Kette handwarm ist.',
        'Nettoyez la chaîne tous les 500 à 1000 km avec un nettoyant, laissez sécher et pulvérisez le spray pour chaîne à l’intérieur pendant qu’elle est encore tiède.',
        'Pulisca la catena ogni 500–1000 km con un detergente, la lasci asciugare e spruzzi lo spray per catene sul lato interno quando è ancora tiepida.',
        'Clean the chain every 500 to 1,000 km with a chain cleaner, let it dry and spray the chain lube on the inside while the chain is still warm.',
      ),
    ),
    qa(
      L(
        'Sind Ihre Fette für die Lebensmittelindustrie zugelassen?',
        'Vos graisses sont-elles homologuées pour l’industrie alimentaire ?',
        'I vostri grassi sono omologati per l’industria alimentare?',
        'Are your greases approved for the food industry?',
      ),
      L(
        'Unsere H1-Produkte sind bei NSF registriert und für den gelegentlichen, technisch unvermeidbaren Kontakt mit Lebensmitteln zugelassen. Die Registrierungen finden Sie in den Produktdokumenten.',
        'Nos produits H1 sont enregistrés NSF et homologués pour le contact occasionnel et techniquement inévitable avec les denrées alimentaires. Les enregistrements figurent dans les documents produits.',
        'I nostri prodotti H1 sono registrati NSF e omologati per il contatto occasionale e tecnicamente inevitabile con gli alimenti. Le registrazioni si trovano nei documenti di prodotto.',
        'Our H1 products are NSF registered and approved for occasional, technically unavoidable contact with food. The registrations are in the product documents.',
      ),
    ),
  ],
}

const ORDER: CategorySeed = {
  key: 'order',
  title: L('Bestellung & Lieferung', 'Commande & livraison', 'Ordine & consegna', 'Order & delivery'),
  icon: 'cart',
  questions: [
    qa(
      L(
        'Wie lange dauert die Lieferung?',
        'Combien de temps dure la livraison ?',
        'Quanto dura la consegna?',
        'How long does delivery take?',
      ),
      L(
        'Bestellungen, die bis 14 Uhr eingehen, verlassen unser Lager am gleichen Werktag. In der Schweiz sind sie in der Regel am nächsten Werktag bei Ihnen, Fässer und Paletten nach Absprache.',
        'Les commandes reçues avant 14 h quittent notre entrepôt le même jour ouvrable. En Suisse, elles vous parviennent en général le jour ouvrable suivant, fûts et palettes sur rendez-vous.',
        'Gli ordini ricevuti entro le 14 lasciano il magazzino lo stesso giorno lavorativo. In Svizzera arrivano di norma il giorno lavorativo successivo, fusti e pallet su appuntamento.',
        'Orders received by 2 pm leave our warehouse on the same working day. In Switzerland they usually arrive on the next working day, drums and pallets by arrangement.',
      ),
    ),
    qa(
      L(
        'Ab welchem Bestellwert liefern Sie portofrei?',
        'À partir de quel montant la livraison est-elle gratuite ?',
        'Da quale importo la consegna è gratuita?',
        'From which order value is delivery free?',
      ),
      L(
        'Für Geschäftskunden ist die Lieferung ab einem Warenwert von 300 Franken portofrei. Den aktuellen Betrag und Ihre Konditionen sehen Sie im Warenkorb, sobald Sie angemeldet sind.',
        'Pour les clients professionnels, la livraison est gratuite dès 300 francs de marchandise. Le montant actuel et vos conditions s’affichent dans le panier une fois connecté.',
        'Per i clienti commerciali la consegna è gratuita a partire da 300 franchi di merce. L’importo attuale e le sue condizioni sono visibili nel carrello dopo l’accesso.',
        'For business customers delivery is free from a goods value of 300 francs. The current amount and your terms show in the cart once you are signed in.',
      ),
    ),
    qa(
      L(
        'Kann ich eine Bestellung noch ändern?',
        'Puis-je encore modifier une commande ?',
        'Posso ancora modificare un ordine?',
        'Can I still change an order?',
      ),
      L(
        'Solange die Bestellung noch nicht kommissioniert ist, passen wir sie gerne an. Schreiben Sie uns mit der Bestellnummer über das Kontaktformular oder rufen Sie den Kundendienst an.',
        'Tant que la commande n’est pas préparée, nous l’adaptons volontiers. Écrivez-nous avec le numéro de commande via le formulaire de contact ou appelez le service clientèle.',
        'Finché l’ordine non è stato preparato, lo adattiamo volentieri. Ci scriva con il numero d’ordine tramite il modulo di contatto o chiami il servizio clienti.',
        'As long as the order has not been picked, we are happy to adjust it. Write to us with the order number through the contact form or call customer service.',
      ),
    ),
    qa(
      L(
        'Nehmen Sie leere Gebinde und Altöl zurück?',
        'Reprenez-vous les emballages vides et l’huile usagée ?',
        'Ritirate gli imballaggi vuoti e l’olio usato?',
        'Do you take back empty containers and used oil?',
      ),
      L(
        'Ja. Leere Fässer und IBC nehmen wir bei der nächsten Lieferung mit. Altöl holen wir bei Geschäftskunden kostenlos ab; kleine Mengen nehmen Sammelstellen und Händler an.',
        'Oui. Nous reprenons les fûts et IBC vides lors de la livraison suivante. Nous enlevons gratuitement l’huile usagée chez nos clients professionnels ; les petites quantités sont acceptées par les points de collecte et les revendeurs.',
        'Sì. Ritiriamo fusti e IBC vuoti alla consegna successiva. Ritiriamo gratuitamente l’olio usato presso i clienti commerciali; le piccole quantità sono accettate dai punti di raccolta e dai rivenditori.',
        'Yes. We take empty drums and IBCs back with the next delivery. We collect used oil from business customers free of charge; collection points and dealers accept small quantities.',
      ),
    ),
    qa(
      L(
        'Wo finde ich meine Rechnungen und Lieferscheine?',
        'Où trouver mes factures et bulletins de livraison ?',
        'Dove trovo le mie fatture e bolle di consegna?',
        'Where do I find my invoices and delivery notes?',
      ),
      L(
        'Angemeldete Geschäftskunden finden alle Bestellungen mit Rechnungen und Lieferscheinen im Kundenkonto unter «Bestellungen». Dort können Sie Artikel auch direkt nachbestellen.',
        'Les clients professionnels connectés trouvent toutes les commandes avec factures et bulletins de livraison dans leur compte sous «Commandes». Ils peuvent aussi y recommander des articles.',
        'I clienti commerciali che hanno effettuato l’accesso trovano tutti gli ordini con fatture e bolle nel conto cliente alla voce «Ordini». Lì possono anche riordinare gli articoli.',
        'Signed-in business customers find every order with invoices and delivery notes in their account under “Orders”. They can also reorder items there.',
      ),
    ),
  ],
}

const ACCOUNT: CategorySeed = {
  key: 'account',
  title: L(
    'Kundenkonto & Onlineshop',
    'Compte client & boutique en ligne',
    'Conto cliente & negozio online',
    'Customer account & online shop',
  ),
  icon: 'user',
  questions: [
    qa(
      L(
        'Wie erhalte ich ein Geschäftskundenkonto?',
        'Comment obtenir un compte client professionnel ?',
        'Come ottengo un conto per clienti commerciali?',
        'How do I get a business customer account?',
      ),
      L(
        'Schreiben Sie uns über das Kontaktformular mit Firmenname, Adresse und UID-Nummer. Nach der Prüfung erhalten Sie Ihre Zugangsdaten per E-Mail, in der Regel innert zwei Werktagen.',
        'Écrivez-nous via le formulaire de contact avec le nom de l’entreprise, l’adresse et le numéro IDE. Après vérification, vous recevez vos accès par e-mail, en général sous deux jours ouvrables.',
        'Ci scriva tramite il modulo di contatto indicando ragione sociale, indirizzo e numero IDI. Dopo la verifica riceverà i dati d’accesso per e-mail, di solito entro due giorni lavorativi.',
        'Write to us through the contact form with your company name, address and UID number. After a check you receive your login by e-mail, usually within two working days.',
      ),
    ),
    qa(
      L(
        'Ich habe mein Passwort vergessen. Was nun?',
        'J’ai oublié mon mot de passe. Que faire ?',
        'Ho dimenticato la password. Che cosa faccio?',
        'I forgot my password. What now?',
      ),
      L(
        'Klicken Sie bei der Anmeldung auf «Passwort vergessen» und geben Sie Ihre E-Mail-Adresse ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort festlegen.',
        'Cliquez sur «Mot de passe oublié» lors de la connexion et saisissez votre adresse e-mail. Vous recevez un lien pour définir un nouveau mot de passe.',
        'Al momento dell’accesso clicchi su «Password dimenticata» e inserisca il suo indirizzo e-mail. Riceverà un link per impostare una nuova password.',
        'Click “Forgot password” when signing in and enter your e-mail address. You receive a link to set a new password.',
      ),
    ),
    qa(
      L(
        'Kann ich mehrere Lieferadressen hinterlegen?',
        'Puis-je enregistrer plusieurs adresses de livraison ?',
        'Posso salvare più indirizzi di consegna?',
        'Can I store several delivery addresses?',
      ),
      L(
        'Ja. Im Kundenkonto unter «Adressen» legen Sie beliebig viele Lieferadressen an und bestimmen eine bevorzugte. Beim Bestellen wählen Sie die gewünschte Adresse aus.',
        'Oui. Dans le compte client sous «Adresses», vous créez autant d’adresses de livraison que nécessaire et en désignez une préférée. Lors de la commande, vous choisissez l’adresse voulue.',
        'Sì. Nel conto cliente alla voce «Indirizzi» può creare tutti gli indirizzi di consegna necessari e sceglierne uno preferito. Al momento dell’ordine seleziona quello desiderato.',
        'Yes. In your account under “Addresses” you add as many delivery addresses as you need and mark a preferred one. When ordering you choose the address you want.',
      ),
    ),
    qa(
      L(
        'Wozu dienen Merklisten?',
        'À quoi servent les listes d’achats ?',
        'A che cosa servono le liste?',
        'What are shopping lists for?',
      ),
      L(
        'In Merklisten speichern Sie Artikel, die Sie regelmässig bestellen, zum Beispiel pro Fahrzeug oder Anlage. Mit einem Klick legen Sie die ganze Liste in den Warenkorb.',
        'Dans les listes d’achats, vous enregistrez les articles que vous commandez régulièrement, par exemple par véhicule ou installation. Un clic suffit pour mettre toute la liste dans le panier.',
        'Nelle liste salva gli articoli che ordina regolarmente, ad esempio per veicolo o impianto. Con un clic mette tutta la lista nel carrello.',
        'Shopping lists keep items you order regularly, for example per vehicle or plant. One click puts the whole list into the cart.',
      ),
    ),
    qa(
      L(
        'Sehe ich meine persönlichen Preise im Shop?',
        'Vois-je mes prix personnels dans la boutique ?',
        'Vedo i miei prezzi personali nel negozio?',
        'Do I see my own prices in the shop?',
      ),
      L(
        'Ja. Sobald Sie angemeldet sind, zeigt der Shop die mit Ihnen vereinbarten Preise und Staffelpreise. Ohne Anmeldung sehen Sie die Listenpreise.',
        'Oui. Une fois connecté, la boutique affiche les prix et prix échelonnés convenus avec vous. Sans connexion, vous voyez les prix catalogue.',
        'Sì. Dopo l’accesso il negozio mostra i prezzi e i prezzi a scaglioni concordati con lei. Senza accesso vede i prezzi di listino.',
        'Yes. Once signed in, the shop shows the prices and scale prices agreed with you. Without signing in you see list prices.',
      ),
    ),
  ],
}

const SAFETY: CategorySeed = {
  key: 'safety',
  title: L(
    'Lagerung, Sicherheit & Umwelt',
    'Stockage, sécurité & environnement',
    'Stoccaggio, sicurezza & ambiente',
    'Storage, safety & environment',
  ),
  icon: 'warning',
  questions: [
    qa(
      L(
        'Wie lange ist Öl haltbar?',
        'Combien de temps l’huile se conserve-t-elle ?',
        'Quanto si conserva l’olio?',
        'How long does oil keep?',
      ),
      L(
        'Originalverschlossen und richtig gelagert sind Motoren- und Getriebeöle mindestens fünf Jahre haltbar, Fette etwa drei Jahre. Angebrochene Gebinde sollten Sie innert eines Jahres verbrauchen.',
        'Fermées d’origine et bien stockées, les huiles moteur et de transmission se conservent au moins cinq ans, les graisses environ trois ans. Utilisez les emballages entamés dans l’année.',
        'Sigillati e ben conservati, gli oli motore e del cambio durano almeno cinque anni, i grassi circa tre. Le confezioni aperte vanno usate entro un anno.',
        'Sealed and stored properly, engine and gear oils keep for at least five years, greases for about three. Use opened containers within a year.',
      ),
    ),
    qa(
      L(
        'Wie lagere ich Schmierstoffe richtig?',
        'Comment stocker correctement les lubrifiants ?',
        'Come conservare correttamente i lubrificanti?',
        'How do I store lubricants correctly?',
      ),
      L(
        'Trocken, frostfrei und vor direkter Sonne geschützt, idealerweise zwischen 0 und 40 °C. Fässer liegend oder mit Abdeckung lagern, damit sich kein Wasser auf dem Deckel sammelt.',
        'Au sec, à l’abri du gel et du soleil direct, idéalement entre 0 et 40 °C. Stockez les fûts couchés ou couverts afin que l’eau ne s’accumule pas sur le couvercle.',
        'In luogo asciutto, al riparo dal gelo e dal sole diretto, idealmente tra 0 e 40 °C. Conservi i fusti coricati o coperti, perché l’acqua non si raccolga sul coperchio.',
        'Dry, frost-free and out of direct sun, ideally between 0 and 40 °C. Store drums lying down or covered so that no water collects on the lid.',
      ),
    ),
    qa(
      L(
        'Wo finde ich Sicherheitsdatenblätter?',
        'Où trouver les fiches de données de sécurité ?',
        'Dove trovo le schede di dati di sicurezza?',
        'Where do I find safety data sheets?',
      ),
      L(
        'Angemeldete Geschäftskunden finden die Sicherheitsdatenblätter aller Artikel im Kundenkonto, in Deutsch, Französisch, Italienisch und Englisch. Auf Anfrage senden wir sie Ihnen auch per E-Mail.',
        'Les clients professionnels connectés trouvent les fiches de données de sécurité de tous les articles dans leur compte, en allemand, français, italien et anglais. Sur demande, nous vous les envoyons aussi par e-mail.',
        'I clienti commerciali che hanno effettuato l’accesso trovano le schede di dati di sicurezza di tutti gli articoli nel conto cliente, in tedesco, francese, italiano e inglese. Su richiesta le inviamo anche via e-mail.',
        'Signed-in business customers find the safety data sheets of every article in their account, in German, French, Italian and English. On request we also send them by e-mail.',
      ),
    ),
    qa(
      L(
        'Wie entsorge ich Altöl richtig?',
        'Comment éliminer correctement l’huile usagée ?',
        'Come smaltire correttamente l’olio usato?',
        'How do I dispose of used oil properly?',
      ),
      L(
        'Altöl ist Sonderabfall und gehört nie ins Abwasser. Geben Sie es an einer Sammelstelle, beim Händler oder über einen zertifizierten Entsorger ab; mischen Sie es nicht mit Lösungsmitteln oder Kühlmittel.',
        'L’huile usagée est un déchet spécial et ne doit jamais aller à l’égout. Remettez-la à un point de collecte, au revendeur ou à un éliminateur certifié ; ne la mélangez pas à des solvants ou à du liquide de refroidissement.',
        'L’olio usato è un rifiuto speciale e non va mai nelle acque di scarico. Lo consegni a un punto di raccolta, al rivenditore o a uno smaltitore certificato; non lo mescoli con solventi o liquido di raffreddamento.',
        'Used oil is hazardous waste and never belongs in the drain. Hand it in at a collection point, to your dealer or a certified disposer; do not mix it with solvents or coolant.',
      ),
    ),
    qa(
      L(
        'Sind Ihre Produkte biologisch abbaubar?',
        'Vos produits sont-ils biodégradables ?',
        'I vostri prodotti sono biodegradabili?',
        'Are your products biodegradable?',
      ),
      L(
        'Für umweltsensible Einsätze wie Forst, Wasserbau oder Landwirtschaft führen wir biologisch schnell abbaubare Hydrauliköle und Kettenöle nach OECD 301. Sie sind auf der Produktseite entsprechend gekennzeichnet.',
        'Pour les usages sensibles comme la forêt, les ouvrages hydrauliques ou l’agriculture, nous proposons des huiles hydrauliques et de chaîne rapidement biodégradables selon OECD 301, signalées sur la page produit.',
        'Per impieghi sensibili come silvicoltura, opere idrauliche o agricoltura offriamo oli idraulici e per catene rapidamente biodegradabili secondo OECD 301, indicati sulla pagina prodotto.',
        'For environmentally sensitive work such as forestry, hydraulic engineering or farming we offer readily biodegradable hydraulic and chain oils to OECD 301. They are marked on the product page.',
      ),
    ),
  ],
}

/** Tribo: six categories with five questions each; the other sites a few of them. */
const FAQ_SEEDS: Record<string, CategorySeed[]> = {
  tribo: [OIL, GEAR, GREASE, ORDER, ACCOUNT, SAFETY],
  moto: [
    { ...OIL, questions: OIL.questions.slice(0, 3) },
    { ...GREASE, questions: [GREASE.questions[3]!] },
    { ...ORDER, questions: ORDER.questions.slice(0, 2) },
  ],
  industrie: [
    { ...GEAR, questions: GEAR.questions.slice(3) },
    { ...GREASE, questions: [GREASE.questions[1]!, GREASE.questions[4]!] },
    { ...SAFETY, questions: SAFETY.questions.slice(0, 3) },
  ],
}

async function ensureCategory(ctx: SeedContext, tenant: number, seed: CategorySeed, sortOrder: number) {
  const { payload } = ctx
  const found = await payload.find({
    collection: 'faq-categories',
    where: { and: [{ tenant: { equals: tenant } }, { title: { equals: seed.title.de } }] },
    locale: 'de',
    limit: 1,
    depth: 0,
    ...LOCAL,
  })
  let id = found.docs[0]?.id
  if (id == null) {
    id = (
      await payload.create({
        collection: 'faq-categories',
        locale: 'de',
        data: { tenant, title: seed.title.de, icon: seed.icon, sortOrder, published: true },
        ...LOCAL,
      })
    ).id
    for (const language of OTHER_LANGUAGES)
      await payload.update({
        collection: 'faq-categories',
        id,
        locale: language,
        data: { title: seed.title[language] },
        ...LOCAL,
      })
    ctx.record('faq-categories', 'created')
  } else ctx.record('faq-categories', 'existing')
  for (const [index, question] of seed.questions.entries()) {
    const existing = await payload.find({
      collection: 'faq-questions',
      where: { and: [{ tenant: { equals: tenant } }, { question: { equals: question.q.de } }] },
      locale: 'de',
      limit: 1,
      depth: 0,
      ...LOCAL,
    })
    if (existing.docs[0]) {
      ctx.record('faq-questions', 'existing')
      continue
    }
    const doc = await payload.create({
      collection: 'faq-questions',
      locale: 'de',
      data: {
        tenant,
        question: question.q.de,
        answer: question.a.de,
        category: id,
        sortOrder: index,
        published: true,
      },
      ...LOCAL,
    })
    for (const language of OTHER_LANGUAGES as readonly ContentLanguage[]) {
      await payload.update({
        collection: 'faq-questions',
        id: doc.id,
        locale: language,
        data: { question: question.q[language], answer: question.a[language] },
        ...LOCAL,
      })
    }
    ctx.record('faq-questions', 'created')
  }
}

const FAQ_LINK = {
  label: L('Häufige Fragen', 'Questions fréquentes', 'Domande frequenti', 'FAQ'),
  url: '/faq',
}

/** Adds "Häufige Fragen" after "Kontakt" in the Service column of the footer (once). */
async function linkFooter(ctx: SeedContext, tenant: number) {
  const { payload } = ctx
  const german = await payload.findByID({
    collection: 'tenants',
    id: tenant,
    depth: 0,
    locale: 'de',
    ...LOCAL,
  })
  const columns = german.footerColumns ?? []
  const service = columns.findIndex((column) =>
    (column.links ?? []).some((link) => link.url === '/service/kontakt'),
  )
  if (service < 0 || columns[service]!.links?.some((link) => link.url === FAQ_LINK.url)) return
  const insertAt = (columns[service]!.links ?? []).findIndex((link) => link.url === '/service/kontakt') + 1
  const written = await payload.update({
    collection: 'tenants',
    id: tenant,
    locale: 'de',
    data: {
      footerColumns: columns.map((column, c) =>
        c === service
          ? {
              ...column,
              links: [
                ...(column.links ?? []).slice(0, insertAt),
                { label: FAQ_LINK.label.de, url: FAQ_LINK.url },
                ...(column.links ?? []).slice(insertAt),
              ],
            }
          : column,
      ),
    },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES) {
    const localized = await payload.findByID({
      collection: 'tenants',
      id: tenant,
      depth: 0,
      locale: language,
      ...LOCAL,
    })
    const byId = new Map<string | null | undefined, { title?: string; label?: string; url?: string }>(
      (localized.footerColumns ?? []).flatMap((column) => [
        [column.id, column as { title?: string }] as const,
        ...(column.links ?? []).map((link) => [link.id, link as { label?: string; url?: string }] as const),
      ]),
    )
    await payload.update({
      collection: 'tenants',
      id: tenant,
      locale: language,
      data: {
        footerColumns: (written.footerColumns ?? []).map((column) => ({
          ...column,
          title: byId.get(column.id)?.title ?? column.title,
          links: (column.links ?? []).map((link) => ({
            ...link,
            label:
              link.url === FAQ_LINK.url ? FAQ_LINK.label[language] : (byId.get(link.id)?.label ?? link.label),
            url: link.url === FAQ_LINK.url ? FAQ_LINK.url : (byId.get(link.id)?.url ?? link.url),
          })),
        })),
      },
      ...LOCAL,
    })
  }
  ctx.record('tenants', 'updated')
}

/** FAQ categories and questions of every site, in four languages, and the footer link to the FAQ page. */
export const faqStep: SeedStep = {
  name: 'faq',
  async run(ctx) {
    for (const [slug, categories] of Object.entries(FAQ_SEEDS)) {
      if (!ctx.tenants.has(slug)) continue
      const tenant = tenantId(ctx, slug)
      for (const [index, category] of categories.entries()) await ensureCategory(ctx, tenant, category, index)
      await linkFooter(ctx, tenant)
    }
  },
}
