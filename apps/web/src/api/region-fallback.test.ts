import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { browserRegion, inEitherRegion, regionsFrom } from './region-fallback';

describe('browserRegion', () => {
  it('follows the country of the locale, and France without one', () => {
    expect(browserRegion('fr-FR')).toBe('eu-west-3');
    expect(browserRegion('en-US')).toBe('us-east-1');
    expect(browserRegion('fr-CA')).toBe('us-east-1');
    expect(browserRegion('fr')).toBe('eu-west-3');
    expect(browserRegion('')).toBe('eu-west-3');
  });
});

describe('inEitherRegion', () => {
  it('orders the regions from the first', () => {
    expect(regionsFrom('us-east-1')).toEqual(['us-east-1', 'eu-west-3']);
    expect(regionsFrom('eu-west-3')).toEqual(['eu-west-3', 'us-east-1']);
  });

  it('answers from the first region when it knows the code', async () => {
    const call = vi.fn(async (region: string) => region);
    await expect(inEitherRegion('us-east-1', 'STUDENT_NOT_FOUND', call)).resolves.toBe('us-east-1');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('tries the other region on the not-found code', async () => {
    const call = vi.fn(async (region: string) => {
      if (region === 'eu-west-3') throw new ApiError('STUDENT_NOT_FOUND', 404);
      return region;
    });
    await expect(inEitherRegion('eu-west-3', 'STUDENT_NOT_FOUND', call)).resolves.toBe('us-east-1');
    expect(call.mock.calls.map(([region]) => region)).toEqual(['eu-west-3', 'us-east-1']);
  });

  it('gives the last not-found error when neither region knows the code', async () => {
    const call = vi.fn(async (region: string) => {
      throw new ApiError('STUDENT_NOT_FOUND', 404, { region });
    });
    await expect(inEitherRegion('eu-west-3', 'STUDENT_NOT_FOUND', call)).rejects.toMatchObject({
      code: 'STUDENT_NOT_FOUND',
      context: { region: 'us-east-1' },
    });
  });

  it('does not try the other region on any other error', async () => {
    const call = vi.fn(async () => {
      throw new ApiError('HOME_CONNECT_CODE_IS_SCHOOL_CODE', 400);
    });
    await expect(inEitherRegion('eu-west-3', 'STUDENT_NOT_FOUND', call)).rejects.toMatchObject({
      code: 'HOME_CONNECT_CODE_IS_SCHOOL_CODE',
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
