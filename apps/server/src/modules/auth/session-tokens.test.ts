import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-tokens.js';

const SECRET = 'unit-test-secret-0123456789abcdef';
const claims = { sub: randomUUID(), sid: randomUUID(), awsRegion: 'eu-west-3' as const };
const inAMinute = () => new Date(Date.now() + 60_000);
const now = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A compact JWS built by hand, so the tests can put anything in it. */
function handMade(header: object, payload: object, secret = SECRET): string {
  const signingInput = `${b64(header)}.${b64(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}
const validPayload = () => ({ ...claims, iat: now(), exp: now() + 60 });

describe('verifySessionToken', () => {
  it('accepts the tokens we sign, and hand-made ones signed the same way', async () => {
    expect(await verifySessionToken(SECRET, await signSessionToken(SECRET, claims, inAMinute()))).toEqual(claims);
    expect(await verifySessionToken(SECRET, handMade({ alg: 'HS256', typ: 'JWT' }, validPayload()))).toEqual(claims);
  });

  it('refuses another key, a tampered payload and a tampered signature', async () => {
    const token = await signSessionToken(SECRET, claims, inAMinute());
    expect(await verifySessionToken('another-secret-0123456789abcdefgh', token)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...validPayload(), sub: randomUUID() })}.${signature}`;
    expect(await verifySessionToken(SECRET, tampered)).toBeUndefined();
    // A changed character in the middle of the signature changes its bytes: the HMAC no longer matches.
    const flipped = `${signature?.slice(0, 10)}${signature?.[10] === 'A' ? 'B' : 'A'}${signature?.slice(11)}`;
    expect(await verifySessionToken(SECRET, `${header}.${token.split('.')[1]}.${flipped}`)).toBeUndefined();
  });

  it('refuses alg confusion: none, other algorithms, crit and b64 extensions', async () => {
    const payload = validPayload();
    expect(await verifySessionToken(SECRET, `${b64({ alg: 'none' })}.${b64(payload)}.`)).toBeUndefined();
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(SECRET));
    expect(await verifySessionToken(SECRET, hs512)).toBeUndefined();
    for (const header of [
      { alg: 'hs256' },
      { alg: 'RS256' },
      {},
      { alg: 'HS256', crit: ['exp'], exp: 1 },
      { alg: 'HS256', b64: false, crit: ['b64'] },
    ]) {
      expect(await verifySessionToken(SECRET, handMade(header, payload))).toBeUndefined();
    }
  });

  it('refuses expired, not yet valid and expiry-less tokens', async () => {
    const expired = await signSessionToken(SECRET, claims, new Date(Date.now() - 1_000));
    expect(await verifySessionToken(SECRET, expired)).toBeUndefined();
    const header = { alg: 'HS256' };
    const { exp: _exp, ...noExpiry } = validPayload();
    for (const payload of [
      { ...validPayload(), exp: now() },
      noExpiry,
      { ...validPayload(), exp: String(now() + 60) },
      { ...validPayload(), nbf: now() + 60 },
    ]) {
      expect(await verifySessionToken(SECRET, handMade(header, payload))).toBeUndefined();
    }
  });

  it('refuses malformed tokens and wrong claims', async () => {
    const header = { alg: 'HS256' };
    for (const token of [
      '',
      'garbage',
      'a.b',
      'a.b.c.d',
      `${b64(header)}.${b64('[1]')}.x`,
      `${b64('not json')}.${b64(validPayload())}.x`,
    ]) {
      expect(await verifySessionToken(SECRET, token)).toBeUndefined();
    }
    for (const payload of [
      { ...validPayload(), sub: 'not-a-uuid' },
      { ...validPayload(), sid: 42 },
      { ...validPayload(), awsRegion: 'mars-1' },
      [validPayload()],
      null,
    ]) {
      expect(await verifySessionToken(SECRET, handMade(header, payload as object))).toBeUndefined();
    }
  });
});
