import { z } from 'zod';

/**
 * The part of Kong 3's declarative format (`_format_version: "3.0"`) that gateway/dev understands.
 * Defaults are Kong's own (a route strips its path unless told otherwise). Matching fields the dev
 * gateway cannot emulate (hosts, headers, snis, regex paths) are refused at load, so the two
 * gateways never route differently without anyone noticing.
 */
const unsupportedMatchField = z
  .unknown()
  .optional()
  .refine((value) => value === undefined || value === null || isEmpty(value), {
    message: 'gateway/dev does not emulate this matching field; route by paths and methods',
  });

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length === 0;
  return false;
}

const httpMethod = z
  .string()
  .regex(/^[A-Z]+$/, 'HTTP methods are upper case, as in Kong')
  .describe('HTTP method');

const plainPath = z
  .string()
  .startsWith('/', 'a route path starts with "/"')
  .refine((path) => !path.startsWith('~'), 'regex paths are not emulated by gateway/dev');

export const KongPluginSchema = z.object({
  name: z.string().min(1),
  enabled: z.boolean().default(true),
  config: z.record(z.string(), z.unknown()).default({}),
  route: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  service: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  consumer: unsupportedMatchField,
  protocols: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
});
export type KongPlugin = z.infer<typeof KongPluginSchema>;

/** A plugin nested under a service or route: its scope is where it sits. */
const NestedPluginSchema = KongPluginSchema.omit({ route: true, service: true });

export const KongRouteSchema = z.object({
  name: z.string().min(1),
  paths: z.array(plainPath).min(1, 'gateway/dev routes by paths: give every route at least one'),
  methods: z.array(httpMethod).optional(),
  protocols: z.array(z.enum(['http', 'https', 'grpc', 'grpcs'])).default(['http', 'https']),
  strip_path: z.boolean().default(true),
  preserve_host: z.boolean().default(false),
  path_handling: z.enum(['v0', 'v1']).default('v0'),
  regex_priority: z.number().int().optional(),
  https_redirect_status_code: z.number().int().optional(),
  request_buffering: z.boolean().optional(),
  response_buffering: z.boolean().optional(),
  hosts: unsupportedMatchField,
  headers: unsupportedMatchField,
  snis: unsupportedMatchField,
  sources: unsupportedMatchField,
  destinations: unsupportedMatchField,
  tags: z.array(z.string()).optional(),
  plugins: z.array(NestedPluginSchema).default([]),
});
export type KongRoute = z.infer<typeof KongRouteSchema>;

export const KongServiceSchema = z
  .object({
    name: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }).optional(),
    protocol: z.enum(['http', 'https']).optional(),
    host: z.string().optional(),
    port: z.number().int().min(1).max(65535).optional(),
    path: z.string().startsWith('/').optional(),
    retries: z.number().int().min(0).optional(),
    connect_timeout: z.number().int().positive().default(60000),
    read_timeout: z.number().int().positive().default(60000),
    write_timeout: z.number().int().positive().default(60000),
    tags: z.array(z.string()).optional(),
    routes: z.array(KongRouteSchema).default([]),
    plugins: z.array(NestedPluginSchema).default([]),
  })
  .refine((service) => service.url !== undefined || service.host !== undefined, {
    message: 'a service needs a url or a host',
  });
export type KongService = z.infer<typeof KongServiceSchema>;

export const KongDeclarativeSchema = z.object({
  _format_version: z.literal('3.0'),
  _transform: z.boolean().optional(),
  services: z.array(KongServiceSchema).default([]),
  plugins: z.array(KongPluginSchema).default([]),
});
export type KongDeclarative = z.infer<typeof KongDeclarativeSchema>;
