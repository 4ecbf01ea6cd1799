import type { UserRole } from './session-user'

export type UserMenuEntry = {
  to: '/profile' | '/admin' | '/business-portal' | '/claim-business'
  labelKey:
    | 'userMenu.profile'
    | 'userMenu.admin'
    | 'userMenu.businessPortal'
    | 'userMenu.claimYour'
    | 'userMenu.claimNew'
}

const PROFILE: UserMenuEntry = { to: '/profile', labelKey: 'userMenu.profile' }

// Spec §6: admins see the Admin Dashboard; owners the Business Portal and 'Claim New Business'; users 'Claim Your Business'.
const BY_ROLE: Record<UserRole, readonly UserMenuEntry[]> = {
  admin: [{ to: '/admin', labelKey: 'userMenu.admin' }],
  business_owner: [
    { to: '/business-portal', labelKey: 'userMenu.businessPortal' },
    { to: '/claim-business', labelKey: 'userMenu.claimNew' },
  ],
  user: [{ to: '/claim-business', labelKey: 'userMenu.claimYour' }],
}

/** The user menu's links for a role, Profile first (sign-out follows them). */
export function userMenuEntries(role: UserRole): readonly UserMenuEntry[] {
  return [PROFILE, ...BY_ROLE[role]]
}
