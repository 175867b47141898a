import { z } from 'zod';

const Rs256HeaderSchema = z.object({ alg: z.literal('RS256'), kid: z.string().min(1) });

/** The `kid` of a compact JWT whose header asks for RS256; undefined for anything else. */
export function rs256KeyId(compactJwt: string): string | undefined {
  const encodedHeader = compactJwt.slice(0, compactJwt.indexOf('.'));
  try {
    const header: unknown = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8'));
    return Rs256HeaderSchema.safeParse(header).data?.kid;
  } catch {
    return undefined;
  }
}
