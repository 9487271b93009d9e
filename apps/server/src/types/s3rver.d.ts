/** The few parts of s3rver (a local S3-compatible server, tests only) the contract test uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
