import { describe, expect, it } from 'vitest'
import { phoneNumbering } from '@domain/contact/phone-numbering'
import { isAccountPhoneValid, normalisePhone } from '@domain/phone/normalise-phone'

const read = (phone: string, chosenCode = '+357') => normalisePhone(phone, chosenCode, phoneNumbering)
const cypriot = { ok: true, value: { e164: '+35799123456', countryCode: '+357' } }

describe('reading an account phone typed beside the country-code picker', () => {
  it('reads the number alone behind the chosen code, in E.164', () => {
    expect(read('99 123 456')).toEqual(cypriot)
    expect(read('99-123-456')).toEqual(cypriot)
  })

  it('accepts the chosen code typed again in front, with a plus, with 00 or bare', () => {
    expect(read('+35799123456')).toEqual(cypriot)
    expect(read('+357 99 123456')).toEqual(cypriot)
    expect(read('0035799123456')).toEqual(cypriot)
    expect(read('35799123456')).toEqual(cypriot)
  })

  it("takes a full number of another country as that country's, whatever the picker shows", () => {
    expect(read('+44 7911 123456')).toEqual({
      ok: true,
      value: { e164: '+447911123456', countryCode: '+44' },
    })
    expect(read('0030 69 1234 5678')).toEqual({
      ok: true,
      value: { e164: '+306912345678', countryCode: '+30' },
    })
  })

  it('reads a national number with its trunk prefix behind its own code', () => {
    expect(read('07911 123456', '+44')).toEqual({
      ok: true,
      value: { e164: '+447911123456', countryCode: '+44' },
    })
  })

  it('keeps a code with an area code in it as chosen', () => {
    expect(read('3595555', '+1242')).toEqual({
      ok: true,
      value: { e164: '+12423595555', countryCode: '+1242' },
    })
  })

  it('refuses a number its country does not have, letters, and a number of the wrong length', () => {
    expect(read('12 345 678')).toEqual({ ok: false, reason: 'invalidPhone' })
    expect(read('+35712345678')).toEqual({ ok: false, reason: 'invalidPhone' })
    expect(read('99 12 AB')).toEqual({ ok: false, reason: 'invalidPhone' })
    expect(read('991')).toEqual({ ok: false, reason: 'invalidPhone' })
    expect(read('+3579912345678901234')).toEqual({ ok: false, reason: 'invalidPhone' })
  })

  it("refuses a foreign number typed without its own code as the chosen country's (it is not one of them)", () => {
    expect(read('7911 123456')).toEqual({ ok: false, reason: 'invalidPhone' })
  })
})

describe("the account forms' phone check", () => {
  it('lets an empty phone pass and checks only the characters until the numbering plans load', () => {
    expect(isAccountPhoneValid('', '+357', phoneNumbering)).toBe(true)
    expect(isAccountPhoneValid('+357 99 123456', '+357', null)).toBe(true)
    expect(isAccountPhoneValid('99 12 AB', '+357', null)).toBe(false)
  })

  it('asks the numbering plans once they are there', () => {
    expect(isAccountPhoneValid('+357 99 123456', '+357', phoneNumbering)).toBe(true)
    expect(isAccountPhoneValid('12 345 678', '+357', phoneNumbering)).toBe(false)
  })
})
