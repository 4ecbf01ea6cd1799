import { describe, expect, it } from 'vitest'
import { hoursAsText } from '@domain/hours/opening-hours'

describe('opening hours as text', () => {
  it('joins split shifts and leaves closed days out', () => {
    expect(
      hoursAsText({
        monday: [
          { opens: '09:00', closes: '13:00' },
          { opens: '16:00', closes: '19:30' },
        ],
        wednesday: [{ opens: '09:00', closes: '13:00' }],
        sunday: [],
      }),
    ).toEqual({ monday: '09:00–13:00, 16:00–19:30', wednesday: '09:00–13:00' })
  })
})
