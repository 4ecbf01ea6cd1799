import { describe, expect, it } from 'vitest'
import {
  createLocalCourseKnowledge,
  MAX_COURSE_HITS,
} from '../../../server/services/course/local-course-knowledge'
import { keywordStems } from '../../../server/services/course/course-keywords'

const knowledge = createLocalCourseKnowledge()
const LESSON = '/the-ai-powered-marketer-business-adviser/'

describe('local course knowledge', () => {
  it('finds the reviews lesson for an English question, with its English title and route', async () => {
    const hits = await knowledge.search('How should I reply to a bad review?', 'en')
    expect(hits[0]).toEqual({
      title: 'Getting reviews and replying to them',
      summary: expect.stringContaining('reviews') as string,
      route: `${LESSON}reviews-and-replies`,
    })
  })

  it('finds the GDPR lesson for a Greek question typed without accents, titled in Greek', async () => {
    const hits = await knowledge.search('Χρειαζομαι συγκαταθεση για να στελνω email μαρκετινγκ;', 'el')
    expect(hits[0]?.route).toBe(`${LESSON}gdpr-and-marketing-consent`)
    expect(hits[0]?.title).toBe('Βασικά του GDPR για τη συγκατάθεση στο μάρκετινγκ')
  })

  it('finds the budget lesson for a Russian question, titled in Russian', async () => {
    const hits = await knowledge.search('Какой бюджет на рекламу выделить?', 'ru')
    expect(hits[0]?.route).toBe(`${LESSON}marketing-budget`)
    expect(hits[0]?.title).toBe('Маркетинговый бюджет на кипрский год')
  })

  it('answers in the requested language whatever the language of the question', async () => {
    const hits = await knowledge.search('Google Business Profile', 'ru')
    expect(hits[0]?.route).toBe(`${LESSON}google-business-profile`)
    expect(hits[0]?.title).toBe('Полный профиль Google Business Profile')
  })

  it('returns at most three lessons, and none when no keyword matches', async () => {
    expect((await knowledge.search('prompt description offers social posts reviews', 'en')).length).toBe(
      MAX_COURSE_HITS,
    )
    expect(await knowledge.search('zzzz qqqq', 'en')).toEqual([])
    expect(await knowledge.search('', 'el')).toEqual([])
  })

  it('folds case, Greek accents and final sigma, and drops stop words', () => {
    expect(keywordStems('Κριτικές ΚΡΙΤΙΚΗ')).toEqual(['κριτι'])
    expect(keywordStems('the reviews and Reviewing')).toEqual(['revie'])
    expect(keywordStems('Отзывы и отзывов')).toEqual(['отзыв'])
  })
})
