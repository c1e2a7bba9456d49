import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. Hashing runs on libuv's pool, off the event loop.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes a core for tens of milliseconds, and libuv's pool would run four at once. At
// most one per core but one: a burst of sign-ins waits for its turn instead of taking the core
// the event loop needs to answer everyone else (bench: logins-under-load).
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string) => hashing(() => hash(password, OPTIONS));

// Verified when no user matches, so an unknown email takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}
