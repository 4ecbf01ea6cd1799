// Field rules of the account forms (issue 4, item 7). The spec shows none for login and registration
// ("not shown", §5), so these follow the contract: a password of at least 8 characters, an email of the
// shape text@text.text, and the phone rule of the support form (§5: 7 to 15 characters).

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200
export const MAX_NAME_LENGTH = 200
const PHONE_MIN = 7
const PHONE_MAX = 15

/** Spec §5: text, at sign, text, dot, text. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
}

export function isValidNewPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH
}

export function isValidName(name: string): boolean {
  const trimmed = name.trim()
  return trimmed.length > 0 && trimmed.length <= MAX_NAME_LENGTH
}

/** Spec §5: optional; when given, 7 to 15 digits, hyphens or parentheses once spaces are removed. */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/\s+/g, '')
  if (compact === '') return true
  return /^[0-9()-]+$/.test(compact) && compact.length >= PHONE_MIN && compact.length <= PHONE_MAX
}

/** The contract's avatar: empty (none), a path on this site or an https link. */
export function isValidAvatar(avatar: string): boolean {
  const trimmed = avatar.trim()
  if (trimmed === '') return true
  if (trimmed.startsWith('//')) return false
  return (trimmed.startsWith('/') || /^https:\/\/[^\s/]+/.test(trimmed)) && !/\s/.test(trimmed)
}

/** What the server stores as the phone: the number without spaces, or nothing. */
export function compactPhone(phone: string): string {
  return phone.replace(/\s+/g, '')
}
