// Field rules of the account forms beyond the contact fields (name, email, phone: contact/contact-fields.ts).
// The spec shows none for login and registration ("not shown", §5), so these follow the contract.

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200

export function isValidNewPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH
}

/** The contract's avatar: empty (none), a path on this site or an https link. */
export function isValidAvatar(avatar: string): boolean {
  const trimmed = avatar.trim()
  if (trimmed === '') return true
  if (trimmed.startsWith('//')) return false
  return (trimmed.startsWith('/') || /^https:\/\/[^\s/]+/.test(trimmed)) && !/\s/.test(trimmed)
}
