import { describe, expect, it } from 'vitest'
import { DEFAULT_COUNTRY_CODE, splitPhoneNumber, splitStoredPhone } from '@domain/phone/split-phone'

describe('splitting a stored phone number', () => {
  it('defaults to +357', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('+357')
  })

  it('splits a Cypriot number', () => {
    expect(splitPhoneNumber('+35799123456')).toEqual({ countryCode: '+357', number: '99123456' })
  })

  it('takes the longest matching code', () => {
    expect(splitPhoneNumber('+12425551234')).toEqual({ countryCode: '+1242', number: '5551234' })
    expect(splitPhoneNumber('+12125551234')).toEqual({ countryCode: '+1', number: '2125551234' })
    expect(splitPhoneNumber('+3584012345')).toEqual({ countryCode: '+358', number: '4012345' })
    expect(splitPhoneNumber('+302101234567')).toEqual({ countryCode: '+30', number: '2101234567' })
  })

  it('removes spaces, hyphens and brackets', () => {
    expect(splitPhoneNumber('+7 912 345 67 89')).toEqual({ countryCode: '+7', number: '9123456789' })
    expect(splitPhoneNumber(' +44 (20) 7946-0018 ')).toEqual({ countryCode: '+44', number: '2079460018' })
  })

  it('gives a number without a plus sign the default code and keeps its digits', () => {
    expect(splitPhoneNumber('99123456')).toEqual({ countryCode: '+357', number: '99123456' })
  })

  it('gives a code no country has the default code', () => {
    expect(splitPhoneNumber('+999123')).toEqual({ countryCode: '+357', number: '999123' })
  })

  it('gives an empty or missing phone the default code and no number', () => {
    expect(splitPhoneNumber('')).toEqual({ countryCode: '+357', number: '' })
    expect(splitPhoneNumber(null)).toEqual({ countryCode: '+357', number: '' })
    expect(splitPhoneNumber(undefined)).toEqual({ countryCode: '+357', number: '' })
  })
})

describe("splitting an account's stored phone", () => {
  it('splits one stored in E.164 at its own code, and keeps an older one behind its code', () => {
    expect(splitStoredPhone('+35799123456', '+357')).toEqual({ countryCode: '+357', number: '99123456' })
    expect(splitStoredPhone('+12423595555', '+1242')).toEqual({ countryCode: '+1242', number: '3595555' })
    expect(splitStoredPhone('99123456', '+357')).toEqual({ countryCode: '+357', number: '99123456' })
  })

  it('splits by the longest code when the stored code is missing or another', () => {
    expect(splitStoredPhone('+447911123456', null)).toEqual({ countryCode: '+44', number: '7911123456' })
    expect(splitStoredPhone('+447911123456', '+357')).toEqual({ countryCode: '+44', number: '7911123456' })
  })
})
