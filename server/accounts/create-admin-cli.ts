import { parseArgs } from 'node:util'
import { cliConfig } from '../maintenance/cli-config'
import { runTask } from '../maintenance/run-task'
import { MAINTENANCE_TASKS } from '../maintenance/tasks'

// `npm run admin:create -- --email admin@example.com [--name "…"] [--password "…"]`
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
})
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
  console.error(
    'Usage: npm run admin:create -- --email admin@example.com [--name "Full Name"] [--password "at least 8 characters"]',
  )
  process.exit(2)
}
if (values.password !== undefined && values.password.length < 8) {
  console.error('The password needs at least 8 characters (leave it out to get a generated one).')
  process.exit(2)
}

// Beside a running server that holds DATA_DIR, the server creates the admin.
const outcome = await runTask(cliConfig(), 'create-admin', MAINTENANCE_TASKS['create-admin'], {
  email: values.email,
  name: values.name ?? 'Administrator',
  ...(values.password ? { password: values.password } : {}),
})
const shown = (password: string) => (values.password ? '' : ` Password (shown once): ${password}`)
if (outcome.kind === 'created') {
  console.log(`Admin ${values.email} created.${shown(outcome.password)}`)
} else if (outcome.kind === 'promoted') {
  console.log(
    `${values.email} already had an account; it is an admin now, with a new password, and its sessions are ended.${shown(outcome.password)}`,
  )
} else if (outcome.kind === 'unverified') {
  console.error(
    `${values.email} has an account that never confirmed its email address, so it is not made an admin: whoever ` +
      'signed it up may not own the mailbox. Confirm the address first (or delete the account), then run this again.',
  )
  process.exitCode = 1
} else {
  console.log(`${values.email} is already an admin.`)
}
