import { requestsInQueries } from './requests-in-queries.mjs'
import { storesDoNotFetch } from './stores-do-not-fetch.mjs'

/** The local rules, the plugin eslint.config.mjs registers as `tribo` (one object: a plugin is defined once). */
const plugin = {
  rules: {
    'stores-do-not-fetch': storesDoNotFetch,
    'requests-in-queries': requestsInQueries,
  },
}
export default plugin
