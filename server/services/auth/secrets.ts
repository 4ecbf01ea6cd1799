import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A new opaque token for a client, and the hash the database keeps instead of it. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

// Tokens are 256 random bits, so a fast hash is enough: nothing to brute-force.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
