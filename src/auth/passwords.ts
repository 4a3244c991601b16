import argon2 from 'argon2';

/** Shortest password accepted. Supabase's default is 6; we follow NIST SP 800-63B's 8. */
export const MIN_PASSWORD_LENGTH = 8;

/** Longest password accepted: hashing is deliberately slow, so unbounded input is a DoS. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30 ms per hash
 * on a small server, and at most four run at once (libuv's thread pool), so memory stays
 * bounded under a burst of sign-ins. The parameters are stored in each hash, so raising
 * them later keeps old hashes verifiable.
 */
const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Why a password was refused, in GoTrue's `weak_password.reasons` vocabulary. */
export type PasswordProblem = { reason: 'length'; message: string };

/** Checks the password policy: {@link MIN_PASSWORD_LENGTH} to {@link MAX_PASSWORD_LENGTH} characters. */
export function checkPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return {
      reason: 'length',
      message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
    };
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return {
      reason: 'length',
      message: `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`,
    };
  }
  return null;
}

/** Hashes a password with argon2id (PHC string with salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `hash`. Without a hash (no such account) it verifies against
 * a dummy one, so an unknown email takes as long as a wrong password and reveals nothing.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH * 4) return false;
  if (hash === undefined) {
    dummyHash ??= argon2.hash('not a password of anyone', OPTIONS);
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
