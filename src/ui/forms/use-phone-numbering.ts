import { useEffect, useState } from 'react'
import type { PhoneNumbering } from '@domain/contact/contact-fields'

// libphonenumber's metadata is tens of kilobytes: it is fetched the first time a phone field is shown, never
// with the first visit's JavaScript. Until it arrives (or if it cannot), the phone's shape rule stands alone.
let loaded: PhoneNumbering | null = null
let loading: Promise<PhoneNumbering | null> | null = null

function loadPhoneNumbering(): Promise<PhoneNumbering | null> {
  loading ??= import('@domain/contact/phone-numbering').then(
    (module) => (loaded = module.phoneNumbering),
    () => {
      loading = null // a failed chunk load is tried again by the next phone field
      return null
    },
  )
  return loading
}

/** The numbering plans once loaded, for rules that run outside React (a machine's guard). */
export function currentPhoneNumbering(): PhoneNumbering | null {
  return loaded
}

/** Loads the numbering plans for a form with a phone field; null until they are here. */
export function usePhoneNumbering(): PhoneNumbering | null {
  const [numbering, setNumbering] = useState<PhoneNumbering | null>(loaded)
  useEffect(() => {
    let isMounted = true
    void loadPhoneNumbering().then((found) => {
      if (isMounted && found) setNumbering(found)
    })
    return () => {
      isMounted = false
    }
  }, [])
  return numbering
}
