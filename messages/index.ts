/**
 * The UI catalogues, one folder per namespace group and one file per language.
 * `core` holds the site shell; capabilities add a folder and register it here
 * (a unit test checks that every folder is registered and that fr, it and en
 * have exactly the keys of the German source).
 */
import accountDe from './account/de.json'
import availabilityDe from './availability/de.json'
import availabilityEn from './availability/en.json'
import availabilityFr from './availability/fr.json'
import availabilityIt from './availability/it.json'
import approvalsDe from './approvals/de.json'
import quotesDe from './quotes/de.json'
import quotesEn from './quotes/en.json'
import quotesFr from './quotes/fr.json'
import quotesIt from './quotes/it.json'
import approvalsEn from './approvals/en.json'
import approvalsFr from './approvals/fr.json'
import approvalsIt from './approvals/it.json'
import accountEn from './account/en.json'
import accountFr from './account/fr.json'
import accountIt from './account/it.json'
import ordersDe from './orders/de.json'
import ordersEn from './orders/en.json'
import ordersFr from './orders/fr.json'
import ordersIt from './orders/it.json'
import orderDocumentsDe from './orderDocuments/de.json'
import orderDocumentsEn from './orderDocuments/en.json'
import orderDocumentsFr from './orderDocuments/fr.json'
import orderDocumentsIt from './orderDocuments/it.json'
import contractsDe from './contracts/de.json'
import contractsEn from './contracts/en.json'
import contractsFr from './contracts/fr.json'
import contractsIt from './contracts/it.json'
import addressesDe from './addresses/de.json'
import addressesEn from './addresses/en.json'
import addressesFr from './addresses/fr.json'
import addressesIt from './addresses/it.json'
import fleetDe from './fleet/de.json'
import fleetEn from './fleet/en.json'
import fleetFr from './fleet/fr.json'
import fleetIt from './fleet/it.json'
import fleetPlanDe from './fleetPlan/de.json'
import fleetPlanEn from './fleetPlan/en.json'
import fleetPlanFr from './fleetPlan/fr.json'
import fleetPlanIt from './fleetPlan/it.json'
import fleetRemindersDe from './fleetReminders/de.json'
import fleetRemindersEn from './fleetReminders/en.json'
import fleetRemindersFr from './fleetReminders/fr.json'
import fleetRemindersIt from './fleetReminders/it.json'
import formsDe from './forms/de.json'
import formsEn from './forms/en.json'
import formsFr from './forms/fr.json'
import formsIt from './forms/it.json'
import favouritesDe from './favourites/de.json'
import favouritesEn from './favourites/en.json'
import favouritesFr from './favourites/fr.json'
import favouritesIt from './favourites/it.json'
import blocksDe from './blocks/de.json'
import blocksEn from './blocks/en.json'
import blocksFr from './blocks/fr.json'
import blocksIt from './blocks/it.json'
import catalogDe from './catalog/de.json'
import cartsDe from './carts/de.json'
import catalogEn from './catalog/en.json'
import cartsEn from './carts/en.json'
import catalogFr from './catalog/fr.json'
import cartsFr from './carts/fr.json'
import catalogIt from './catalog/it.json'
import cartsIt from './carts/it.json'
import compareDe from './compare/de.json'
import compareEn from './compare/en.json'
import compareFr from './compare/fr.json'
import compareIt from './compare/it.json'
import contactsDe from './contacts/de.json'
import contactsEn from './contacts/en.json'
import contactsFr from './contacts/fr.json'
import contactsIt from './contacts/it.json'
import faqDe from './faq/de.json'
import faqEn from './faq/en.json'
import faqFr from './faq/fr.json'
import faqIt from './faq/it.json'
import contactManagerDe from './contactManager/de.json'
import contactManagerEn from './contactManager/en.json'
import contactManagerFr from './contactManager/fr.json'
import contactManagerIt from './contactManager/it.json'
import coreDe from './core/de.json'
import crossReferenceDe from './crossReference/de.json'
import crossReferenceEn from './crossReference/en.json'
import crossReferenceFr from './crossReference/fr.json'
import crossReferenceIt from './crossReference/it.json'
import coreEn from './core/en.json'
import coreFr from './core/fr.json'
import coreIt from './core/it.json'
import galleryDe from './gallery/de.json'
import jobsDe from './jobs/de.json'
import jobsEn from './jobs/en.json'
import jobsFr from './jobs/fr.json'
import jobsIt from './jobs/it.json'
import galleryEn from './gallery/en.json'
import galleryFr from './gallery/fr.json'
import galleryIt from './gallery/it.json'
import locationsDe from './locations/de.json'
import locationsEn from './locations/en.json'
import locationsFr from './locations/fr.json'
import locationsIt from './locations/it.json'
import newsDe from './news/de.json'
import newsEn from './news/en.json'
import newsFr from './news/fr.json'
import newsIt from './news/it.json'
import notificationCentreDe from './notificationCentre/de.json'
import notificationCentreEn from './notificationCentre/en.json'
import notificationCentreFr from './notificationCentre/fr.json'
import notificationCentreIt from './notificationCentre/it.json'
import notificationsDe from './notifications/de.json'
import notificationsEn from './notifications/en.json'
import notificationsFr from './notifications/fr.json'
import notificationsIt from './notifications/it.json'
import oilFinderDe from './oilFinder/de.json'
import oilFinderEn from './oilFinder/en.json'
import oilFinderFr from './oilFinder/fr.json'
import oilFinderIt from './oilFinder/it.json'
import oilFinderApiDe from './oilFinderApi/de.json'
import oilFinderApiEn from './oilFinderApi/en.json'
import oilFinderApiFr from './oilFinderApi/fr.json'
import oilFinderApiIt from './oilFinderApi/it.json'
import repeatOrdersDe from './repeatOrders/de.json'
import repeatOrdersEn from './repeatOrders/en.json'
import repeatOrdersFr from './repeatOrders/fr.json'
import repeatOrdersIt from './repeatOrders/it.json'
import reviewsDe from './reviews/de.json'
import reviewsEn from './reviews/en.json'
import reviewsFr from './reviews/fr.json'
import reviewsIt from './reviews/it.json'
import searchDe from './search/de.json'
import searchEn from './search/en.json'
import searchFr from './search/fr.json'
import searchIt from './search/it.json'
import searchLiveDe from './searchLive/de.json'
import searchLiveEn from './searchLive/en.json'
import searchLiveFr from './searchLive/fr.json'
import searchLiveIt from './searchLive/it.json'
import shoppingListsDe from './shoppingLists/de.json'
import shoppingListsEn from './shoppingLists/en.json'
import shoppingListsFr from './shoppingLists/fr.json'
import shoppingListsIt from './shoppingLists/it.json'
import uiDe from './ui/de.json'
import uiEn from './ui/en.json'
import uiFr from './ui/fr.json'
import uiIt from './ui/it.json'
import widgetsDe from './widgets/de.json'
import widgetsEn from './widgets/en.json'
import widgetsFr from './widgets/fr.json'
import widgetsIt from './widgets/it.json'

/** Folders merged under their own top-level key (core is merged at the top level). */
export const NAMESPACE_FOLDERS = [
  'account',
  'approvals',
  'quotes',
  'availability',
  'addresses',
  'contracts',
  'favourites',
  'faq',
  'fleet',
  'fleetPlan',
  'fleetReminders',
  'contactManager',
  'forms',
  'orders',
  'orderDocuments',
  'blocks',
  'carts',
  'catalog',
  'compare',
  'contacts',
  'crossReference',
  'gallery',
  'jobs',
  'locations',
  'news',
  'notificationCentre',
  'notifications',
  'oilFinder',
  'oilFinderApi',
  'repeatOrders',
  'reviews',
  'search',
  'searchLive',
  'shoppingLists',
  'ui',
  'widgets',
] as const

const de = {
  ...coreDe,
  account: accountDe,
  approvals: approvalsDe,
  quotes: quotesDe,
  availability: availabilityDe,
  orders: ordersDe,
  orderDocuments: orderDocumentsDe,
  contracts: contractsDe,
  addresses: addressesDe,
  favourites: favouritesDe,
  faq: faqDe,
  fleet: fleetDe,
  fleetPlan: fleetPlanDe,
  fleetReminders: fleetRemindersDe,
  contactManager: contactManagerDe,
  forms: formsDe,
  blocks: blocksDe,
  carts: cartsDe,
  catalog: catalogDe,
  compare: compareDe,
  contacts: contactsDe,
  crossReference: crossReferenceDe,
  gallery: galleryDe,
  jobs: jobsDe,
  locations: locationsDe,
  news: newsDe,
  notificationCentre: notificationCentreDe,
  notifications: notificationsDe,
  oilFinder: oilFinderDe,
  oilFinderApi: oilFinderApiDe,
  repeatOrders: repeatOrdersDe,
  reviews: reviewsDe,
  search: searchDe,
  searchLive: searchLiveDe,
  shoppingLists: shoppingListsDe,
  ui: uiDe,
  widgets: widgetsDe,
}
export type Messages = typeof de

export const catalogues: Record<'de' | 'fr' | 'it' | 'en', Messages> = {
  de,
  fr: {
    ...coreFr,
    account: accountFr,
    approvals: approvalsFr,
    quotes: quotesFr,
    availability: availabilityFr,
    orders: ordersFr,
    orderDocuments: orderDocumentsFr,
    contracts: contractsFr,
    addresses: addressesFr,
    favourites: favouritesFr,
    faq: faqFr,
    fleet: fleetFr,
    fleetPlan: fleetPlanFr,
    fleetReminders: fleetRemindersFr,
    contactManager: contactManagerFr,
    forms: formsFr,
    blocks: blocksFr,
    carts: cartsFr,
    catalog: catalogFr,
    compare: compareFr,
    contacts: contactsFr,
    crossReference: crossReferenceFr,
    gallery: galleryFr,
    jobs: jobsFr,
    locations: locationsFr,
    news: newsFr,
    notificationCentre: notificationCentreFr,
    notifications: notificationsFr,
    oilFinder: oilFinderFr,
    oilFinderApi: oilFinderApiFr,
    repeatOrders: repeatOrdersFr,
    reviews: reviewsFr,
    search: searchFr,
    searchLive: searchLiveFr,
    shoppingLists: shoppingListsFr,
    ui: uiFr,
    widgets: widgetsFr,
  } as Messages,
  it: {
    ...coreIt,
    account: accountIt,
    approvals: approvalsIt,
    quotes: quotesIt,
    availability: availabilityIt,
    orders: ordersIt,
    orderDocuments: orderDocumentsIt,
    contracts: contractsIt,
    addresses: addressesIt,
    favourites: favouritesIt,
    faq: faqIt,
    fleet: fleetIt,
    fleetPlan: fleetPlanIt,
    fleetReminders: fleetRemindersIt,
    contactManager: contactManagerIt,
    forms: formsIt,
    blocks: blocksIt,
    carts: cartsIt,
    catalog: catalogIt,
    compare: compareIt,
    contacts: contactsIt,
    crossReference: crossReferenceIt,
    gallery: galleryIt,
    jobs: jobsIt,
    locations: locationsIt,
    news: newsIt,
    notificationCentre: notificationCentreIt,
    notifications: notificationsIt,
    oilFinder: oilFinderIt,
    oilFinderApi: oilFinderApiIt,
    repeatOrders: repeatOrdersIt,
    reviews: reviewsIt,
    search: searchIt,
    searchLive: searchLiveIt,
    shoppingLists: shoppingListsIt,
    ui: uiIt,
    widgets: widgetsIt,
  } as Messages,
  en: {
    ...coreEn,
    account: accountEn,
    approvals: approvalsEn,
    quotes: quotesEn,
    availability: availabilityEn,
    orders: ordersEn,
    orderDocuments: orderDocumentsEn,
    contracts: contractsEn,
    addresses: addressesEn,
    favourites: favouritesEn,
    faq: faqEn,
    fleet: fleetEn,
    fleetPlan: fleetPlanEn,
    fleetReminders: fleetRemindersEn,
    contactManager: contactManagerEn,
    forms: formsEn,
    blocks: blocksEn,
    carts: cartsEn,
    catalog: catalogEn,
    compare: compareEn,
    contacts: contactsEn,
    crossReference: crossReferenceEn,
    gallery: galleryEn,
    jobs: jobsEn,
    locations: locationsEn,
    news: newsEn,
    notificationCentre: notificationCentreEn,
    notifications: notificationsEn,
    oilFinder: oilFinderEn,
    oilFinderApi: oilFinderApiEn,
    repeatOrders: repeatOrdersEn,
    reviews: reviewsEn,
    search: searchEn,
    searchLive: searchLiveEn,
    shoppingLists: shoppingListsEn,
    ui: uiEn,
    widgets: widgetsEn,
  } as Messages,
}
