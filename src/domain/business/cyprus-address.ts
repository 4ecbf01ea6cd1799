/** A business's one-line address in parts, as schema.org's PostalAddress and a postman read it. */
export type AddressParts = {
  /** The street and house number, in the order the language writes them. */
  street: string
  /** Cyprus's four-digit postcode; null when the address has none. */
  postcode: string | null
  /** The town after the postcode; null when the address has no postcode to find it by. */
  locality: string | null
}

// Cyprus writes the postcode before the town, in every language: "…, 3036 Limassol", "…, 3036 Λεμεσός".
const POSTCODE_AND_TOWN = /^(\d{4})\s+(\S.*)$/u

/**
 * Splits an address stored as one localized line ("25 Anexartisias Street, 3036 Limassol", "Ανεξαρτησίας 25,
 * 3036 Λεμεσός", "ул. Анексартисиас, 25, 3036 Лимасол") at its last part that starts with a four-digit postcode.
 * Without one, the whole line is the street: nothing is guessed.
 */
export function parseCyprusAddress(address: string): AddressParts {
  const parts = address.split(',').map((part) => part.trim())
  for (let index = parts.length - 1; index > 0; index -= 1) {
    const found = POSTCODE_AND_TOWN.exec(parts[index] ?? '')
    if (found?.[1] && found[2]) {
      return { street: parts.slice(0, index).join(', '), postcode: found[1], locality: found[2] }
    }
  }
  return { street: address.trim(), postcode: null, locality: null }
}
