/**
 * The slice's pure model: types, constants and rules, with no server, database or React code.
 * The CMS (cms/) imports a feature slice only through this file.
 */
export * from './constants'
