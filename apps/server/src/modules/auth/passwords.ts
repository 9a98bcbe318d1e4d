import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, 19 MiB, 2 passes: OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, account without
 * password) a dummy one is checked anyway, so the answer takes as long either way.
 */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('plume-dummy-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
