import { OAuth2Client, type TokenPayload } from 'google-auth-library';

/** Google's public keys by key id (PEM or JWK), as getFederatedSignonCertsAsync returns them. */
export type GoogleCerts = Parameters<OAuth2Client['verifySignedJwtWithCertsAsync']>[1];

/**
 * Where the keys that sign ID tokens come from. Production: Google's published certificates
 * (fetched and cached by google-auth-library). Tests inject the public key of a key pair they
 * generate, so a token signed by the test is verified by the very code production runs.
 */
export type GoogleCertsSource = () => Promise<GoogleCerts>;

/** Google issues ID tokens under either spelling of its issuer. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** What the app takes from a verified ID token (never from the request body). */
export interface GoogleIdentity {
  /** The stable Google account id; accounts are keyed by it. */
  subject: string;
  email?: string;
  isEmailVerified: boolean;
  name?: string;
}

export interface GoogleIdTokenVerifier {
  /** The identity of a valid token for our client id; throws for anything else. */
  verify(idToken: string): Promise<GoogleIdentity>;
}

export function createGoogleIdTokenVerifier(
  clientId: string,
  certsSource?: GoogleCertsSource,
): GoogleIdTokenVerifier {
  const client = new OAuth2Client({ clientId });
  const loadCerts =
    certsSource ?? (async () => (await client.getFederatedSignonCertsAsync()).certs);
  return {
    async verify(idToken) {
      // Signature, issued-at, expiry (with Google's clock skew), issuer and audience.
      const ticket = await client.verifySignedJwtWithCertsAsync(
        idToken,
        await loadCerts(),
        clientId,
        GOOGLE_ISSUERS,
      );
      const payload: TokenPayload | undefined = ticket.getPayload();
      if (!payload?.sub) throw new Error('ID token without a subject');
      return {
        subject: payload.sub,
        email: payload.email,
        // Google sends a boolean; some older tokens carried the string "true".
        isEmailVerified:
          payload.email_verified === true || String(payload.email_verified) === 'true',
        name: payload.name,
      };
    },
  };
}
