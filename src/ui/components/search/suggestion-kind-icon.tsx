import type { SearchSuggestionKind } from '@domain/search/search-suggestion'
import { Icon, type IconProps } from '../icons'

/** A shop front for a business, a tag for a category, a pin for a town; the option names the kind in words too. */
export function SuggestionKindIcon({ kind, ...props }: IconProps & { kind: SearchSuggestionKind }) {
  switch (kind) {
    case 'business':
      return (
        <Icon {...props}>
          <path d="M4 10v10h16V10" />
          <path d="M3 4h18l-1.5 6h-15z" />
          <path d="M10 20v-5h4v5" />
        </Icon>
      )
    case 'category':
      return (
        <Icon {...props}>
          <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
          <circle cx="7.5" cy="7.5" r="1.5" />
        </Icon>
      )
    case 'city':
      return (
        <Icon {...props}>
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </Icon>
      )
  }
}
