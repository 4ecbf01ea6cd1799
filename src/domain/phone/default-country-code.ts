/** Spec §9: the country code a phone number gets when it names none. */
export const DEFAULT_COUNTRY_CODE = '+357'
