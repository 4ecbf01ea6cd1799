import type { Weekday } from './opening-hours'

/** A moment on the Cyprus wall clock: the weekday and "HH:MM" (24-hour). */
export type LocalMoment = { weekday: Weekday; time: string }
