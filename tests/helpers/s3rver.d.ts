// The part of s3rver (a local S3-compatible server, tests only) the tests use; the package has no types.
declare module 's3rver' {
  import type { Server } from 'node:http'

  type Options = {
    address?: string
    /** 0: a free port (run() answers which). */
    port?: number
    silent?: boolean
    /** Where objects are kept. */
    directory: string
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
    resetOnClose?: boolean
    allowMismatchedSignatures?: boolean
  }

  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; family: string; port: number }>
    close(): Promise<void>
    httpServer?: Server
  }
}
