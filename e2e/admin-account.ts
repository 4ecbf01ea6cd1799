/**
 * The first admin of the end-to-end portal, created at its start from ADMIN_EMAIL / ADMIN_PASSWORD as an operator
 * would create theirs; specs sign in with it to act as the admin.
 */
export const E2E_ADMIN = {
  email: 'admin@e2e.cyprus-portal.test',
  password: 'e2e admin password of the portal',
} as const
