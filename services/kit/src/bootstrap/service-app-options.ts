export interface ServiceAppOptions {
  /** `identity`, `profiles`, …: the global prefix is `/api/<service>`. */
  service: string;
  /** Routes served outside `/api/<service>`, e.g. `['realms/*path']`. */
  prefixExclude?: string[];
  /** One sentence for the OpenAPI document. */
  description?: string;
}
