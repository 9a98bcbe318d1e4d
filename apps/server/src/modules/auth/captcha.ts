import { createHmac } from 'node:crypto';
import type { Region } from '@plume/domain';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usedCaptchas } from '../../db/schema/index.js';

/** Long enough to fill in the sign-up form after the widget solved the challenge. */
const CHALLENGE_TTL_MINUTES = 30;

export interface CaptchaSettings {
  hmacKey: string;
  /** Upper bound of the secret counter: the work a browser does, about this many SHA-256 hashes. */
  maxNumber: number;
}

// A second secret signs the expected key, so verifying costs one HMAC instead of re-deriving.
const keySignatureSecret = (hmacKey: string) => createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

/** An ALTCHA (v2 proof-of-work) challenge, as the widget fetches it from its `challenge` URL. */
export async function createCaptchaChallenge(settings: CaptchaSettings, region: Region): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(settings.maxNumber),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MINUTES * 60_000),
    // Signed with the challenge: a solution only counts in the region that issued it.
    data: { region },
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  });
}

function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const ok = parsed?.challenge?.parameters && typeof parsed.challenge.parameters.nonce === 'string' && parsed.solution;
    return ok ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the widget's payload (base64 JSON of challenge and solution) solves a challenge we
 * issued for this region, not yet expired, never redeemed before. Redeeming it is recorded at once.
 */
export async function redeemCaptcha(db: Db, settings: CaptchaSettings, region: Region, payload: string): Promise<boolean> {
  const parsed = parsePayload(payload);
  const parameters = parsed?.challenge.parameters;
  if (!parsed || !parameters?.expiresAt || parameters.data?.region !== region) return false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const inserted = await db
    .insert(usedCaptchas)
    .values({ challengeId: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ challengeId: usedCaptchas.challengeId });
  return inserted.length === 1;
}
