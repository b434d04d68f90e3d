import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { collectionKeyPrefix, localUploadDir, s3ClientConfig, s3Settings } from './settings'

const ALL = { S3_BUCKET: 'tribo-uploads', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }

describe('s3Settings', () => {
  it('is null without any S3 setting: uploads stay in the local folders', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '', S3_REGION: '  ', MEDIA_DIR: '/srv/media' })).toBeNull()
  })

  it('reads all settings, with the region defaulting to us-east-1 and no endpoint (AWS)', () => {
    expect(s3Settings(ALL)).toEqual({
      bucket: 'tribo-uploads',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: '',
    })
    expect(
      s3Settings({
        ...ALL,
        S3_REGION: 'eu-central-2',
        S3_ENDPOINT: 'http://minio:9000',
        S3_PREFIX: '/prod/tribo/',
      }),
    ).toMatchObject({ region: 'eu-central-2', endpoint: 'http://minio:9000', prefix: 'prod/tribo' })
  })

  it('refuses a partial configuration, naming what is missing and what is given', () => {
    expect(() => s3Settings({ S3_BUCKET: 'tribo-uploads' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing \(given: S3_BUCKET\)/,
    )
    expect(() => s3Settings({ ...ALL, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY is missing/)
    // An optional setting alone is a configuration meant for S3, too.
    expect(() => s3Settings({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing \(given: S3_ENDPOINT\)/,
    )
  })

  it('refuses a bad bucket name, endpoint or prefix at start', () => {
    expect(() => s3Settings({ ...ALL, S3_BUCKET: 'Tribo_Uploads' })).toThrow(
      /S3_BUCKET "Tribo_Uploads" is not a valid bucket name/,
    )
    expect(() => s3Settings({ ...ALL, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT "minio:9000" is not an http\(s\) URL/,
    )
    expect(() => s3Settings({ ...ALL, S3_ENDPOINT: 'ftp://minio' })).toThrow(/not an http\(s\) URL/)
    expect(() => s3Settings({ ...ALL, S3_PREFIX: 'prod/../other' })).toThrow(/S3_PREFIX "prod\/..\/other"/)
    expect(() => s3Settings({ ...ALL, S3_PREFIX: 'prod tribo' })).toThrow(/S3_PREFIX/)
  })
})

describe('s3ClientConfig', () => {
  it('uses path-style addressing and checksums only where required for an S3-compatible endpoint', () => {
    const settings = s3Settings({ ...ALL, S3_ENDPOINT: 'http://minio:9000' })!
    expect(s3ClientConfig(settings)).toEqual({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it('leaves addressing and checksums to the SDK on AWS', () => {
    const config = s3ClientConfig(s3Settings(ALL)!)
    expect(config).toEqual({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    })
  })
})

describe('where files go', () => {
  it('keys each collection below the deployment prefix', () => {
    expect(collectionKeyPrefix({ prefix: '' }, 'share-files')).toBe('share-files')
    expect(collectionKeyPrefix({ prefix: 'prod/tribo' }, 'form-files')).toBe('prod/tribo/form-files')
  })

  it('resolves the local folders from their settings, else data/…', () => {
    expect(localUploadDir('media', {})).toBe(path.resolve('data/media'))
    expect(localUploadDir('share-files', {})).toBe(path.resolve('data/share-files'))
    expect(localUploadDir('form-files', { FORM_FILES_DIR: '/srv/forms' })).toBe('/srv/forms')
    expect(localUploadDir('safety-data-sheets', { SAFETY_DATA_SHEETS_DIR: 'shared/sds' })).toBe(
      path.resolve('shared/sds'),
    )
  })
})
