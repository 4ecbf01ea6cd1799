import { parseSessionUser } from '@domain/session/parse-session-user'
import type { SessionStorePort } from '@/ports'
import type { StoredSession } from '@domain/session/session-user'

export const SESSION_USER_KEY = 'cyprus-portal.user'
export const SESSION_TOKEN_KEY = 'cyprus-portal.token'

const NOTHING: StoredSession = { user: null, token: null }

/**
 * Spec §3: the user and the token are stored locally, as two entries. An entry that is not what was stored
 * (unparsable JSON, a user without id or role, an empty token) is removed and read as missing.
 */
export function createLocalStorageSessionStore(
  // A getter: merely reading `window.localStorage` throws when storage is blocked.
  storage: () => Storage,
): SessionStorePort {
  return {
    load() {
      try {
        const s = storage()
        return { user: readUser(s), token: readToken(s) }
      } catch {
        return NOTHING
      }
    },
    save(user, token) {
      try {
        const s = storage()
        s.setItem(SESSION_USER_KEY, JSON.stringify(user))
        s.setItem(SESSION_TOKEN_KEY, token)
      } catch {
        // Storage full or blocked: the session lasts until the page is closed.
      }
    },
    clear() {
      try {
        const s = storage()
        s.removeItem(SESSION_USER_KEY)
        s.removeItem(SESSION_TOKEN_KEY)
      } catch {
        // Nothing could be stored either.
      }
    },
  }
}

function readUser(storage: Storage) {
  const raw = storage.getItem(SESSION_USER_KEY)
  if (raw === null) return null
  const user = parseSessionUser(parseJson(raw))
  if (!user) storage.removeItem(SESSION_USER_KEY)
  return user
}

function readToken(storage: Storage) {
  const token = storage.getItem(SESSION_TOKEN_KEY)
  if (token === null) return null
  if (token.trim() === '' || /\s/.test(token)) {
    storage.removeItem(SESSION_TOKEN_KEY)
    return null
  }
  return token
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}
