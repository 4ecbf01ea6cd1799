import { describe, expect, it } from 'vitest'
import { contactFromUser, fieldError, isContactValid, submittedPhone } from '@domain/chat/support-form'
import { phoneNumbering } from '@domain/contact/phone-numbering'
import { canShowStarters, starterQuestions } from '@domain/chat/starter-questions'
import { isClickGesture } from '@domain/chat/chat-timing'
import { hasTeaser, teaserPhaseAt } from '@domain/chat/launcher-teaser'

const contact = { name: 'Maria', email: 'maria@example.cy', phone: '', countryCode: '+357' }

describe('support form rules', () => {
  it('needs a name that is not blank', () => {
    expect(fieldError('name', { ...contact, name: '   ' }, null)).toBe('nameRequired')
    expect(fieldError('name', contact, null)).toBeNull()
  })

  it('checks the phone against its country code once the numbering plans are loaded', () => {
    expect(isContactValid({ ...contact, phone: '12' }, null)).toBe(false)
    expect(isContactValid({ ...contact, phone: '12 345 678' }, null)).toBe(true)
    expect(fieldError('phone', { ...contact, phone: '12 345 678' }, phoneNumbering)).toBe('invalidPhone')
    expect(isContactValid({ ...contact, phone: '99 123 456' }, phoneNumbering)).toBe(true)
  })

  it('submits the country code plus the number without spaces, or nothing', () => {
    expect(submittedPhone({ ...contact, phone: '99 123 456' })).toBe('+35799123456')
    expect(submittedPhone({ ...contact, phone: '  ' })).toBe('')
  })

  it('splits a stored phone by the longest matching country code, default +357', () => {
    expect(contactFromUser({ name: 'A', email: 'a@b.cy', phone: '+12425551234' })).toMatchObject({
      countryCode: '+1242',
      phone: '5551234',
    })
    expect(contactFromUser({ name: 'A', email: 'a@b.cy', phone: '99 123456' })).toMatchObject({
      countryCode: '+357',
      phone: '99123456',
    })
    expect(
      contactFromUser({ name: 'A', email: 'a@b.cy', phone: '6912345678', countryCode: '+30' }),
    ).toMatchObject({
      countryCode: '+30',
      phone: '6912345678',
    })
  })
})

describe('starter questions and gestures', () => {
  it('offers six in the dialog and embedded chat and four in the widget', () => {
    expect(starterQuestions('support', 'dialog')).toHaveLength(6)
    expect(starterQuestions('askAi', 'embedded')).toHaveLength(6)
    expect(starterQuestions('general', 'widget')).toHaveLength(4)
  })

  it('shows them only while the conversation has one message or fewer', () => {
    expect(canShowStarters(1)).toBe(true)
    expect(canShowStarters(2)).toBe(false)
  })

  it('counts a press as a click under 5 px and under 200 ms', () => {
    expect(isClickGesture(4, 199)).toBe(true)
    expect(isClickGesture(5, 100)).toBe(false)
    expect(isClickGesture(0, 200)).toBe(false)
  })
})

describe('launcher teaser', () => {
  it('shows icons, then the three texts from 2 s after load, and icons again at 10 s', () => {
    expect(teaserPhaseAt(0)).toBe('icons')
    expect(teaserPhaseAt(1999)).toBe('icons')
    expect(teaserPhaseAt(2000)).toBe('text1')
    expect(teaserPhaseAt(4999)).toBe('text1')
    expect(teaserPhaseAt(5000)).toBe('text2')
    expect(teaserPhaseAt(8999)).toBe('text2')
    expect(teaserPhaseAt(9000)).toBe('text3')
    expect(teaserPhaseAt(11999)).toBe('text3')
    expect(teaserPhaseAt(12000)).toBe('icons')
  })

  it('is hidden on the home page only', () => {
    expect(hasTeaser('/')).toBe(false)
    expect(hasTeaser('/businesses')).toBe(true)
  })
})
