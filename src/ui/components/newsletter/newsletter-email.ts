/** Spec §5: the newsletter accepts an address that is not empty and contains '@'; the server checks the rest. */
export function isSubscribableEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length > 0 && trimmed.includes('@')
}
