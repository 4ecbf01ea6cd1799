import type { ProseSection } from '../content-types'

export type JobRole = {
  id: string
  title: string
  team: string
  location: string
  employment: string
  /** ISO date the role was published. */
  posted: string
  summary: string
  duties: readonly string[]
  requirements: readonly string[]
}

/** /career: who we are and how we work, open roles, how to apply, equal opportunity. */
export type CareerContent = {
  intro: readonly ProseSection[]
  rolesHeading: string
  roles: readonly JobRole[]
  closing: readonly ProseSection[]
}
