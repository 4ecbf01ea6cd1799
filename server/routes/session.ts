// The signed-in user now comes from the auth plugin; this path stays while routes/reviews.ts still imports it.
export { signedInUser, type SignedIn } from '../plugins/auth'
