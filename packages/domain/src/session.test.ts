import { describe, expect, it } from 'vitest';
import { decodeToken, regionForToken } from './session.js';

const jwtWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('token region', () => {
  it('uses EU when there is no token', () => expect(regionForToken(null)).toBe('eu-west-3'));
  it('uses the region the token names', () => expect(regionForToken(jwtWith({ awsRegion: 'eu-west-3' }))).toBe('eu-west-3'));
  it('uses us-east-1 when the token names none or an unknown one', () => {
    expect(regionForToken(jwtWith({ sub: 'x' }))).toBe('us-east-1');
    expect(regionForToken(jwtWith({ awsRegion: 'ap-south-1' }))).toBe('us-east-1');
    expect(decodeToken(jwtWith({ awsRegion: 'ap-south-1' }))?.awsRegion).toBeUndefined();
  });
  it('reads the logout URL and survives garbage', () => {
    expect(decodeToken(jwtWith({ logoutUrl: 'https://sso.example/logout' }))?.logoutUrl).toBe('https://sso.example/logout');
    expect(decodeToken('not-a-jwt')).toBeUndefined();
    expect(decodeToken('a.%%%.b')).toBeUndefined();
  });
});
