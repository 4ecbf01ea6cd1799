import type { Weekday, WeeklyHours } from '@domain/hours/opening-hours'
import type { HoursPattern } from './content/types'
import type { Random } from '../media/random'

type Shift = readonly [opens: string, closes: string]
type DaySpec = readonly [days: readonly Weekday[], shifts: readonly Shift[]]

const ALL: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
const MON_SAT: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MON_FRI: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']
const TUE_SUN: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
// Cyprus shop hours: split shifts, but Wednesday and Saturday afternoons off.
const SPLIT_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'thursday', 'friday']
const HALF_DAYS: readonly Weekday[] = ['wednesday', 'saturday']

const SPECS: Readonly<Record<HoursPattern, readonly (readonly DaySpec[])[]>> = {
  taverna: [
    [[ALL, [['12:00', '23:00']]]],
    [[TUE_SUN, [['12:00', '23:00']]]],
    [
      [
        MON_FRI,
        [
          ['12:00', '15:00'],
          ['18:00', '23:00'],
        ],
      ],
      [['saturday', 'sunday'], [['12:00', '23:30']]],
    ],
  ],
  evening: [
    [[ALL, [['18:00', '24:00']]]],
    [[TUE_SUN, [['18:00', '24:00']]]],
    [
      [MON_SAT, [['18:00', '24:00']]],
      [
        ['sunday'],
        [
          ['12:00', '16:00'],
          ['19:00', '24:00'],
        ],
      ],
    ],
  ],
  cafe: [
    [[ALL, [['07:00', '20:00']]]],
    [
      [MON_SAT, [['06:30', '21:00']]],
      [['sunday'], [['07:30', '14:00']]],
    ],
  ],
  bar: [
    [[ALL, [['19:00', '24:00']]]],
    [[TUE_SUN, [['20:00', '24:00']]]],
    [[['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], [['18:00', '24:00']]]],
  ],
  shop: [
    [
      [
        SPLIT_DAYS,
        [
          ['09:00', '13:00'],
          ['16:00', '19:30'],
        ],
      ],
      [HALF_DAYS, [['09:00', '13:00']]],
    ],
    [
      [
        SPLIT_DAYS,
        [
          ['09:30', '13:30'],
          ['15:30', '19:00'],
        ],
      ],
      [['wednesday'], [['09:30', '13:30']]],
      [['saturday'], [['09:30', '14:00']]],
    ],
  ],
  supermarket: [
    [
      [MON_SAT, [['08:00', '20:00']]],
      [['sunday'], [['09:00', '14:00']]],
    ],
    [
      [MON_FRI, [['07:30', '20:30']]],
      [['saturday'], [['07:30', '19:00']]],
    ],
  ],
  office: [
    [[MON_FRI, [['08:30', '17:30']]]],
    [
      [
        SPLIT_DAYS,
        [
          ['08:30', '13:00'],
          ['15:00', '18:00'],
        ],
      ],
      [['wednesday'], [['08:30', '13:00']]],
    ],
    [[MON_FRI, [['08:00', '16:00']]]],
  ],
  clinic: [
    [
      [
        SPLIT_DAYS,
        [
          ['08:30', '13:00'],
          ['16:00', '19:00'],
        ],
      ],
      [['wednesday'], [['08:30', '13:00']]],
      [['saturday'], [['09:00', '12:00']]],
    ],
    [
      [
        MON_FRI,
        [
          ['09:00', '13:00'],
          ['15:30', '19:30'],
        ],
      ],
    ],
  ],
  pharmacy: [
    [
      [
        SPLIT_DAYS,
        [
          ['08:00', '13:00'],
          ['16:00', '19:30'],
        ],
      ],
      [HALF_DAYS, [['08:00', '13:00']]],
    ],
    [
      [
        SPLIT_DAYS,
        [
          ['08:30', '13:30'],
          ['16:30', '20:00'],
        ],
      ],
      [HALF_DAYS, [['08:30', '13:30']]],
    ],
  ],
  always: [[[ALL, [['00:00', '24:00']]]]],
  rental: [
    [[ALL, [['08:00', '20:00']]]],
    [
      [MON_SAT, [['08:00', '19:00']]],
      [['sunday'], [['09:00', '13:00']]],
    ],
  ],
  garage: [
    [
      [MON_FRI, [['07:30', '16:30']]],
      [['saturday'], [['08:00', '12:00']]],
    ],
    [[MON_FRI, [['07:00', '15:00']]]],
  ],
  gym: [
    [
      [MON_FRI, [['06:00', '22:00']]],
      [['saturday'], [['08:00', '20:00']]],
      [['sunday'], [['09:00', '14:00']]],
    ],
    [
      [
        MON_FRI,
        [
          ['07:00', '13:00'],
          ['16:00', '21:00'],
        ],
      ],
      [['saturday'], [['09:00', '13:00']]],
    ],
  ],
  salon: [
    [
      [['tuesday', 'thursday', 'friday'], [['09:00', '19:00']]],
      [['wednesday'], [['09:00', '14:00']]],
      [['saturday'], [['08:00', '16:00']]],
    ],
    [
      [
        MON_FRI,
        [
          ['09:00', '13:00'],
          ['15:00', '19:00'],
        ],
      ],
      [['saturday'], [['09:00', '15:00']]],
    ],
  ],
  tour: [[[ALL, [['08:00', '18:00']]]], [[MON_SAT, [['09:00', '17:00']]]]],
  afternoonSchool: [
    [
      [MON_FRI, [['14:00', '21:00']]],
      [['saturday'], [['09:00', '13:00']]],
    ],
    [[MON_FRI, [['15:00', '20:30']]]],
  ],
  school: [[[MON_FRI, [['07:30', '15:30']]]]],
  winery: [[[TUE_SUN, [['10:00', '17:00']]]], [[ALL, [['10:00', '16:00']]]]],
}

// Built once per pattern and shared: 100,000 businesses hold a few dozen timetables instead of a copy each.
// The objects are frozen, so a consumer that tries to change one fails loudly instead of editing every business.
const variantsByPattern = new Map<HoursPattern, readonly WeeklyHours[]>()

/** A realistic Cyprus timetable for the kind of business: one of a few variants of the pattern. */
export function hoursFor(pattern: HoursPattern, random: Random): WeeklyHours {
  let variants = variantsByPattern.get(pattern)
  if (!variants) {
    variants = SPECS[pattern].map(toWeeklyHours)
    variantsByPattern.set(pattern, variants)
  }
  return random.pick(variants)
}

function toWeeklyHours(spec: readonly DaySpec[]): WeeklyHours {
  const hours: WeeklyHours = {}
  for (const day of ALL) {
    const entry = spec.find(([days]) => days.includes(day))
    if (entry) hours[day] = entry[1].map(([opens, closes]) => Object.freeze({ opens, closes }))
  }
  return Object.freeze(hours)
}
