/** One live session of the signed-in user, as the profile's "Signed-in devices" lists it. */
export type SignedInDevice = {
  id: number
  /** ISO 8601 instants. */
  createdAt: string
  /** Moves forward at most once an hour. */
  lastUsedAt: string
  /** "Firefox · Windows"; empty when the browser was not recognised. */
  device: string
  /** The session this browser holds. */
  isCurrent: boolean
}
