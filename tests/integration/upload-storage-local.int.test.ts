// Uploads in the local folders (no S3 settings): the same round trips as
// upload-storage-s3.int.test.ts (tests/helpers/upload-storage.ts), so both
// stores are held to the same answers — downloads byte for byte, and the same
// refusals for visitors, other tenants and other customers.
import { describe, expect, it } from 'vitest'

import { readLocal, uploadStorageTests } from '../helpers/upload-storage'

uploadStorageTests({
  name: 'local folders',
  // No S3 settings: tests/helpers/test-database.ts removes any from the environment.
  async start() {},
  stored: async (collection, filename) => readLocal(collection, filename),
})

describe('uploads in the local folders: where they are', () => {
  it('keeps each collection in its own folder (MEDIA_DIR, SHARE_FILES_DIR, FORM_FILES_DIR, SAFETY_DATA_SHEETS_DIR)', () => {
    expect(readLocal('share-files', 'factsheet-unternehmen.pdf')).not.toBeNull()
    expect(readLocal('media', 'factsheet-unternehmen.pdf')).toBeNull()
    expect(readLocal('safety-data-sheets', 'sds-storage-test-de.pdf')).not.toBeNull()
    expect(readLocal('form-files', 'schmierplan.pdf')).not.toBeNull()
  })
})
