import { describe, expect, it } from 'vitest'
import { parseCyprusAddress } from '@domain/business/cyprus-address'

describe('parseCyprusAddress', () => {
  it.each([
    ['25 Anexartisias Street, 3036 Limassol', '25 Anexartisias Street', 'Limassol'],
    ['Ανεξαρτησίας 25, 3036 Λεμεσός', 'Ανεξαρτησίας 25', 'Λεμεσός'],
    ['ул. Анексартисиас, 25, 3036 Лимасол', 'ул. Анексартисиас, 25', 'Лимасол'],
  ])('takes the postcode and the town out of "%s"', (address, street, locality) => {
    expect(parseCyprusAddress(address)).toEqual({ street, postcode: '3036', locality })
  })

  it('keeps a town of several words whole', () => {
    expect(parseCyprusAddress('3 Makariou Avenue, 8046 Kato Paphos')).toEqual({
      street: '3 Makariou Avenue',
      postcode: '8046',
      locality: 'Kato Paphos',
    })
  })

  it('does not take a four-digit house number at the start of the street for a postcode', () => {
    expect(parseCyprusAddress('1025 Spyrou Kyprianou, Larnaca')).toEqual({
      street: '1025 Spyrou Kyprianou, Larnaca',
      postcode: null,
      locality: null,
    })
  })

  it('leaves an address without a postcode whole as the street', () => {
    expect(parseCyprusAddress(' Οδός Λιμανιού 12, Λεμεσός ')).toEqual({
      street: 'Οδός Λιμανιού 12, Λεμεσός',
      postcode: null,
      locality: null,
    })
  })

  it('does not take a number of another length for a postcode', () => {
    expect(parseCyprusAddress('Harbour Road 7, 30361 Limassol').postcode).toBeNull()
  })
})
