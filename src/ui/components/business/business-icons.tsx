import { Icon, type IconProps } from '../icons'

// Inline, decorative icons for the business page (no icon font, nothing from third parties). The control or
// text next to each icon carries the accessible name.
function PathIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <Icon {...props}>
      <path d={d} />
    </Icon>
  )
}

const PATHS = {
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  directions: 'm3 11 18-8-8 18-2-8z',
  details: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  check: 'm5 12 5 5 9-10',
} as const

export const PhoneIcon = (props: IconProps) => <PathIcon d={PATHS.phone} {...props} />
export const GlobeIcon = (props: IconProps) => <PathIcon d={PATHS.globe} {...props} />
export const DirectionsIcon = (props: IconProps) => <PathIcon d={PATHS.directions} {...props} />
export const DetailsIcon = (props: IconProps) => <PathIcon d={PATHS.details} {...props} />
export const ChevronLeftIcon = (props: IconProps) => <PathIcon d={PATHS.chevronLeft} {...props} />
export const ChevronRightIcon = (props: IconProps) => <PathIcon d={PATHS.chevronRight} {...props} />

// The seed's amenity icon names (lucide-style) drawn as simple strokes; an unknown name gets a check mark.
const AMENITY_PATHS: Record<string, string> = {
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  parking: 'M5 3h14v18H5zM9 17V7h4a3 3 0 0 1 0 6H9',
  'credit-card': 'M2 6h20v12H2zM2 10h20',
  coffee: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 9h2a2 2 0 0 1 0 4h-2M8 2v3M12 2v3',
  wine: 'M8 2h8l-1 7a3 3 0 0 1-6 0zM12 12v8M8 21h8',
  pool: 'M2 18c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 15V5a2 2 0 0 1 4 0M16 15V5',
  waves: 'M2 8c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M2 16c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2',
  accessibility: 'M12 4a1.5 1.5 0 1 0 0 .01M5 8h14M12 8v6l-3 6M12 14l3 6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3a4 4 0 0 1 0 8M22 21a7 7 0 0 0-5-6.7',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2',
  snowflake: 'M12 2v20M4 7l16 10M20 7 4 17',
  tv: 'M3 6h18v12H3zM8 21h8M12 18v3',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  leaf: 'M5 21c0-9 6-15 16-16-1 10-7 16-16 16zM5 21l8-8',
  truck: 'M2 6h12v10H2zM14 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-.01M18 19a2 2 0 1 0 0-.01',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  'calendar-check': 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4M9 15l2 2 4-4',
  languages: 'M4 5h8M8 3v2M5 13c3-2 5-5 6-8M12 21l4-10 4 10M13.5 17h5',
  shield: 'M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z',
  home: 'M3 11 12 3l9 8M5 9v12h14V9',
  key: 'M15 7a4 4 0 1 0 0 .01M12 10 3 19v2h3l1-1v-2h2v-2h2l1.5-1.5',
  paw: 'M12 14c-3 0-6 3-6 5s2 2 6 2 6 0 6-2-3-5-6-5zM6 9a1.5 1.5 0 1 0 0 .01M18 9a1.5 1.5 0 1 0 0 .01M9 5a1.5 1.5 0 1 0 0 .01M15 5a1.5 1.5 0 1 0 0 .01',
}

export function AmenityIcon({ name, ...props }: IconProps & { name: string }) {
  return <PathIcon d={AMENITY_PATHS[name] ?? PATHS.check} {...props} />
}
