import { z } from '@verba/domain';

/** The JWKS (RFC 7517) of the key Pix charge payloads are signed with (RS256). */
export const jwksResponse = z
  .object({
    keys: z.array(
      z.object({
        kty: z.literal('RSA'),
        n: z.string(),
        e: z.string(),
        kid: z.string().describe('The JWK thumbprint (RFC 7638), named by the JWS header.'),
        use: z.literal('sig'),
        alg: z.string(),
      }),
    ),
  })
  .describe('The public keys that verify the charge payloads.');
