import { describe, expect, it } from 'vitest';
import { checkCompatibility, compareVersions, type ParsedUserAgent } from './browser-compatibility.js';

const ua = (over: Partial<ParsedUserAgent>): ParsedUserAgent => ({
  browserName: 'Chrome',
  browserVersion: '120.0.0',
  osName: 'Windows',
  osVersion: '10',
  isMobile: false,
  ...over,
});

describe('checkCompatibility', () => {
  it('lets current browsers through', () => {
    expect(checkCompatibility(ua({}))).toBeNull();
    expect(checkCompatibility(ua({ browserName: 'Safari', browserVersion: '12.1' }))).toBeNull();
    expect(checkCompatibility(ua({ browserName: 'Firefox', browserVersion: '78.0' }))).toBeNull();
  });
  it('names the browser, the expected and the current version when too old', () => {
    expect(checkCompatibility(ua({ browserVersion: '72.0.3626' }))).toEqual({
      name: 'Chrome',
      expected: '73',
      current: '72.0.3626',
      isOsIncompatibility: false,
    });
    expect(checkCompatibility(ua({ browserName: 'Safari', browserVersion: '12.0.3' }))?.expected).toBe('12.1');
    expect(checkCompatibility(ua({ browserName: 'Samsung Internet for Android', browserVersion: '10.2' }))?.name).toBe('Samsung Internet');
  });
  it('never accepts Internet Explorer', () => {
    expect(checkCompatibility(ua({ browserName: 'internet explorer', browserVersion: '11.0' }))).toMatchObject({
      name: 'Internet Explorer',
      isOsIncompatibility: false,
    });
  });
  it('checks the OS of mobile browsers that fail the list, on major.minor', () => {
    const oldSafari = { browserName: 'Safari', browserVersion: '12.0', osName: 'iOS', isMobile: true };
    expect(checkCompatibility(ua({ ...oldSafari, osVersion: '12.2.1' }))).toBeNull();
    expect(checkCompatibility(ua({ ...oldSafari, osVersion: '11.4.1' }))).toEqual({
      name: 'iOS',
      expected: '12.2',
      current: '11.4',
      isOsIncompatibility: true,
    });
    expect(checkCompatibility(ua({ browserVersion: '60', osName: 'Android', osVersion: '4.3', isMobile: true }))?.name).toBe('Android');
  });
  it('does not block browsers it does not know', () => {
    expect(checkCompatibility(ua({ browserName: 'Opera', browserVersion: '1' }))).toBeNull();
  });
});

describe('compareVersions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('12.10', '12.2')).toBeGreaterThan(0);
    expect(compareVersions('73', '73.0.1')).toBeLessThan(0);
    expect(compareVersions('4.4', '4.4.0', 2)).toBe(0);
  });
});
