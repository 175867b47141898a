/** The object store's key, secret and region: what the services sign upload policies with. */
export interface StorageCredentials {
  accessKey: string;
  secretKey: string;
  region: string;
}
