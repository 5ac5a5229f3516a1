import { hash, verify } from '@node-rs/argon2';

/** Argon2id (OWASP minimum: 19 MiB, 2 passes); @node-rs/argon2 runs it on the libuv thread pool. */
/** `algorithm: 2` is `Algorithm.Argon2id` (an ambient const enum, not importable under verbatimModuleSyntax). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
