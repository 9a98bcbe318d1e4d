import { describe, expect, it } from 'vitest';
import { classConnectParamsSchema } from './students.js';

describe('class codes typed by pupils', () => {
  it('ignores case, spaces and dashes, and refuses anything but 6 characters of the alphabet', () => {
    expect(classConnectParamsSchema.safeParse({ code: 'abc-234' }).success).toBe(true);
    expect(classConnectParamsSchema.safeParse({ code: ' ABC 234 ' }).success).toBe(true);
    for (const code of ['ABC23', 'ABC230', 'ABCIL2', '', 'A'.repeat(30)]) {
      expect(classConnectParamsSchema.safeParse({ code }).success, code).toBe(false);
    }
  });
});
