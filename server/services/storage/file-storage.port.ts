/** Where uploaded files (review photos) are kept; the portal serves them under /media/uploads/<key>. */
export interface FileStoragePort {
  /** Stores the bytes under a new key in `folder` with the extension; resolves with the key ("reviews/ab12….jpg"). */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>
  /** Resolves with the stored bytes, or null when nothing is stored under the key (or the key is not valid). */
  read(key: string): Promise<Buffer | null>
  /** Removes a stored file; a missing file is not an error. Used to undo saves when a write fails. */
  remove(key: string): Promise<void>
}

/** Public path of a stored file. */
export function uploadUrl(key: string): string {
  return `/media/uploads/${key}`
}

// A key is folder/name.ext with lower-case letters, digits and dashes only: nothing can climb out of the root.
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key)
}
