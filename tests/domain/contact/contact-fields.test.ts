import { describe, expect, it } from 'vitest'
import {
  compactPhone,
  contactFieldError,
  hasPhoneShape,
  isEmailValid,
  isNameValid,
  isPhoneValid,
} from '@domain/contact/contact-fields'
import { phoneNumbering } from '@domain/contact/phone-numbering'

describe('the contact fields every form and the server share', () => {
  it('needs a name that is not blank and fits the contract', () => {
    expect(isNameValid('Maria')).toBe(true)
    expect(isNameValid('   ')).toBe(false)
    expect(isNameValid('x'.repeat(201))).toBe(false)
  })

  it('needs text, at sign, text, dot, text in the email', () => {
    expect(isEmailValid(' maria@example.cy ')).toBe(true)
    for (const bad of ['maria', 'maria@example', '@example.cy', 'ma ria@example.cy']) {
      expect(isEmailValid(bad), bad).toBe(false)
    }
  })

  it('gives a phone 7 to 15 digits, hyphens or parentheses once spaces are removed (spec §5)', () => {
    expect(hasPhoneShape('99 123 456')).toBe(true)
    expect(hasPhoneShape('(22) 123-456')).toBe(true)
    expect(hasPhoneShape('123456')).toBe(false)
    expect(hasPhoneShape('1234567890123456')).toBe(false)
    expect(hasPhoneShape('99a123456')).toBe(false)
    expect(compactPhone(' 99 123 456 ')).toBe('99123456')
  })

  it('accepts no phone, and checks the shape alone until the numbering plans are loaded', () => {
    expect(isPhoneValid('', '+357', phoneNumbering)).toBe(true)
    expect(isPhoneValid('   ', '+357', null)).toBe(true)
    expect(isPhoneValid('12', '+357', null)).toBe(false)
    expect(isPhoneValid('12 345 678', '+357', null)).toBe(true)
  })

  it('asks the numbering plans whether the number is valid for its country code', () => {
    expect(isPhoneValid('99 123 456', '+357', phoneNumbering)).toBe(true)
    expect(isPhoneValid('(22) 123-456', '+357', phoneNumbering)).toBe(true)
    expect(isPhoneValid('12 345 678', '+357', phoneNumbering)).toBe(false)
    expect(isPhoneValid('991 234 567', '+357', phoneNumbering)).toBe(false)
    expect(isPhoneValid('691 234 5678', '+30', phoneNumbering)).toBe(true)
    // A trunk prefix typed after the country code, and a code that includes an area code.
    expect(isPhoneValid('07911 123456', '+44', phoneNumbering)).toBe(true)
    expect(isPhoneValid('555 1234', '+1242', phoneNumbering)).toBe(true)
  })

  it('formats a number internationally', () => {
    expect(phoneNumbering.formatInternational('99123456', '+357')).toBe('+357 99 123456')
    expect(phoneNumbering.formatInternational('', '+357')).toBeNull()
  })

  it('names the first refused field', () => {
    const details = { name: 'Maria', email: 'maria@example.cy', phone: '12', countryCode: '+357' }
    expect(contactFieldError('name', details, null)).toBeNull()
    expect(contactFieldError('email', { ...details, email: 'maria' }, null)).toBe('invalidEmail')
    expect(contactFieldError('phone', details, phoneNumbering)).toBe('invalidPhone')
  })
})
