import { StartupConfigError } from '../accounts/first-admin'
import { loadConfig, type ServerConfig } from '../config'

/** The CLIs read the same checked configuration as the server; a bad value ends them with its message. */
export function cliConfig(): ServerConfig {
  try {
    return loadConfig(process.env).config
  } catch (error) {
    if (!(error instanceof StartupConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
