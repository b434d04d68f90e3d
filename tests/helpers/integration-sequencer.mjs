import { BaseSequencer } from 'vitest/node'

/**
 * The integration files that run longest (malformed-requests.int.test.ts sends thousands of requests,
 * production-start.int.test.ts runs the start script again and again: 300-400 s each on a busy machine), started
 * first so that none of them starts last while the other workers run out of files. Vitest itself starts the slowest
 * files first only when it has the durations of an earlier run, which a fresh clone (CI) has not; it then starts the
 * largest files first. Files missing from the list keep Vitest's order after these.
 */
const SLOWEST_FIRST = [
  'malformed-requests',
  'production-start',
  'orders',
  'ordered-products',
  'upload-storage-s3',
  'auth',
  'shopping-lists',
  'b2b-cart',
  'catalog',
  'locations',
  'search',
]

export default class IntegrationSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files)
    /** @param {import('vitest/node').TestSpecification} file */
    const rank = (file) => {
      const index = SLOWEST_FIRST.findIndex((name) =>
        file.moduleId.endsWith(`/tests/integration/${name}.int.test.ts`),
      )
      return index === -1 ? SLOWEST_FIRST.length : index
    }
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}
