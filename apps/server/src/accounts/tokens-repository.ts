import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens } from '../db/schema';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** Only the SHA-256 is stored: a copy of the database yields no working link. */
export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only this module queries the account_tokens table. */
export function accountTokensRepository(db: Database) {
  return {
    /** A fresh 256-bit token for the link; only its hash is stored. */
    async issue(userId: string, purpose: TokenPurpose, expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(accountTokens)
        .values({ tokenHash: hashAccountToken(token), userId, purpose, expiresAt });
      return token;
    },

    /**
     * Marks the token used and returns its user, in one statement, so two clicks racing on the
     * same link cannot both succeed; undefined when unknown, used, expired or of another purpose.
     */
    async consume(token: string, purpose: TokenPurpose, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashAccountToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },

    /** Every other live link of that purpose stops working (a reset was done with one of them). */
    async useUpAll(userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    /** How many links of that purpose the user was sent since `since` (the per-address limit). */
    async countIssuedSince(userId: string, purpose: TokenPurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            gt(accountTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof accountTokensRepository>;
