import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_DAYS, USER_ROLES, type UserRole } from '@app/contract';

/** What a token says about its holder; checked against the database on every private call. */
export interface TokenClaims {
  userId: number;
  role: UserRole;
  /** users.token_version when issued: a reset or suspension bumps it and old tokens die. */
  tokenVersion: number;
}

export interface TokenIssuer {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a well-signed, unexpired token of ours; undefined for anything else. */
  read(token: string): Promise<TokenClaims | undefined>;
}

const ISSUER = 'escort-directory';
const ALGORITHM = 'HS256';

/** Signed JWTs (HS256, 7 days) carrying id, role and token version (docs/product/accounts.md#session-in-the-browser). */
export function createTokenIssuer(secret: string): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    issue({ userId, role, tokenVersion }) {
      return new SignJWT({ role, ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_DAYS}d`)
        .sign(key);
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: [ALGORITHM],
          // jose checks `exp` only when present: a token without one would never die.
          requiredClaims: ['exp'],
        });
        const userId = Number(payload.sub);
        const role = payload.role as UserRole;
        const tokenVersion = payload.ver;
        if (!Number.isInteger(userId) || userId <= 0) return undefined;
        if (!USER_ROLES.includes(role) || typeof tokenVersion !== 'number') return undefined;
        return { userId, role, tokenVersion };
      } catch {
        return undefined;
      }
    },
  };
}
