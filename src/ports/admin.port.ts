/** The admin dashboard's figures. */
export type AdminOverview = {
  users: number
  admins: number
  businessOwners: number
  unverifiedAccounts: number
  businesses: number
}

export interface AdminPort {
  /**
   * Account and listing counts. Rejects with `ApiError` 'admin.unavailable' (status 403 for a non-admin, 401 when
   * the session ended) or `NetworkError`.
   */
  overview(token: string): Promise<AdminOverview>
}
