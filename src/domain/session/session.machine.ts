import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '../errors'
import type { SessionStore, SessionUser } from './session-user'

/** Spec §4, §9: the stored session is read 500 ms after start. */
export const RESTORE_DELAY_MS = 500
/** Spec §4, §9: the profile is fetched again every 5 minutes. */
export const PROFILE_REFRESH_MS = 300_000

/** The text key of the alert shown when a claim made the user a business owner (spec §4). */
export const CLAIM_APPROVED_KEY = 'session.claimApproved'

export type SessionMachinePorts = {
  store: SessionStore
  /** The account calls of the accounts port that the session needs (they reject with ApiError). */
  accounts: {
    logout(token: string): Promise<void>
    getProfile(id: string, token: string): Promise<SessionUser>
  }
  /** The page, with the alert taking a text key (the UI translates it). */
  page: { alert(key: typeof CLAIM_APPROVED_KEY): void; reload(): void }
}

export type SessionContext = {
  user: SessionUser | null
  token: string | null
  /** Why the last profile refresh failed while the session was kept (a code, never text). */
  refreshError: string | null
}

export type SessionEvent =
  | { type: 'session.signIn'; user: SessionUser; token: string }
  | { type: 'session.signOut' }
  /** The account is gone on the server (deleted): forget it here without another call. */
  | { type: 'session.end' }
  /** A fresh copy of the user from a profile edit. */
  | { type: 'session.updateUser'; user: SessionUser }
  /** A password change gave this session a new token. */
  | { type: 'session.replaceToken'; token: string }
  /** Refresh the profile now instead of waiting for the next period. */
  | { type: 'session.refresh' }

const EMPTY: SessionContext = { user: null, token: null, refreshError: null }

/** Spec §4: 401, 404 or invalid data end the session; any other failure keeps it. */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.code === 'profile.invalid' || error.status === 401 || error.status === 404
}

/** The browser session of spec §4: restore, sign in, refresh the profile, sign out. */
export function createSessionMachine({ store, accounts, page }: SessionMachinePorts) {
  return setup({
    types: {} as { context: SessionContext; events: SessionEvent },
    actors: {
      fetchProfile: fromPromise(({ input }: { input: { id: string; token: string } }) =>
        accounts.getProfile(input.id, input.token),
      ),
      endServerSession: fromPromise(({ input }: { input: { token: string | null } }) =>
        input.token ? accounts.logout(input.token) : Promise.resolve(),
      ),
    },
    actions: {
      readStoredSession: assign(() => ({ ...store.load(), refreshError: null })),
      clearSession: assign(() => {
        store.clear()
        return EMPTY
      }),
      keepSignIn: assign(({ event }) => {
        if (event.type !== 'session.signIn') return {}
        store.save(event.user, event.token)
        return { user: event.user, token: event.token, refreshError: null }
      }),
      keepUser: assign(({ context, event }) => {
        if (event.type !== 'session.updateUser' || !context.token) return {}
        store.save(event.user, context.token)
        return { user: event.user }
      }),
      keepToken: assign(({ context, event }) => {
        if (event.type !== 'session.replaceToken' || !context.user) return {}
        store.save(context.user, event.token)
        return { token: event.token }
      }),
      keepRefreshedUser: assign(({ context }, user: SessionUser) => {
        if (context.token) store.save(user, context.token)
        return { user, refreshError: null }
      }),
      recordRefreshError: assign((_, error: unknown) => ({
        refreshError: error instanceof ApiError ? error.code : 'network',
      })),
      announceClaimApproved: () => {
        page.alert(CLAIM_APPROVED_KEY)
        page.reload()
      },
    },
    guards: {
      hasStoredSession: ({ context }) => context.user !== null && context.token !== null,
      isSessionEnded: (_, error: unknown) => endsSession(error),
      // Spec §4: the role became business_owner (a claim was approved) since the last copy.
      becameOwner: ({ context }, user: SessionUser) =>
        context.user?.role !== 'business_owner' && user.role === 'business_owner',
    },
    delays: { restoreDelay: RESTORE_DELAY_MS, profileRefresh: PROFILE_REFRESH_MS },
  }).createMachine({
    id: 'session',
    context: EMPTY,
    initial: 'restoring',
    on: {
      'session.signIn': { target: '.signedIn', actions: 'keepSignIn', reenter: true },
    },
    states: {
      restoring: {
        after: { restoreDelay: 'checking' },
      },
      checking: {
        entry: 'readStoredSession',
        always: [
          { guard: 'hasStoredSession', target: 'signedIn' },
          // Spec §4: a stored user without a token (or a token without a user) clears the session.
          { target: 'signedOut', actions: 'clearSession' },
        ],
      },
      signedOut: {},
      signedIn: {
        initial: 'idle',
        on: {
          'session.signOut': 'signingOut',
          'session.end': { target: 'signedOut', actions: 'clearSession' },
          'session.updateUser': { actions: 'keepUser' },
          'session.replaceToken': { actions: 'keepToken' },
        },
        states: {
          idle: {
            after: { profileRefresh: 'refreshing' },
            on: { 'session.refresh': 'refreshing' },
          },
          refreshing: {
            invoke: {
              src: 'fetchProfile',
              input: ({ context }) => ({ id: context.user?.id ?? '', token: context.token ?? '' }),
              onDone: [
                {
                  guard: { type: 'becameOwner', params: ({ event }) => event.output },
                  target: 'idle',
                  actions: [
                    { type: 'keepRefreshedUser', params: ({ event }) => event.output },
                    'announceClaimApproved',
                  ],
                },
                {
                  target: 'idle',
                  actions: { type: 'keepRefreshedUser', params: ({ event }) => event.output },
                },
              ],
              onError: [
                {
                  guard: {
                    type: 'isSessionEnded',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                  target: '#session.signedOut',
                  actions: 'clearSession',
                },
                {
                  target: 'idle',
                  actions: {
                    type: 'recordRefreshError',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              ],
            },
          },
        },
      },
      signingOut: {
        // Spec §4: logout calls the server, then clears both, whatever the server answered.
        invoke: {
          src: 'endServerSession',
          input: ({ context }) => ({ token: context.token }),
          onDone: { target: 'signedOut', actions: 'clearSession' },
          onError: { target: 'signedOut', actions: 'clearSession' },
        },
      },
    },
  })
}

export type SessionMachine = ReturnType<typeof createSessionMachine>
