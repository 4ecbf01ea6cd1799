// drizzle needs one schema object: every table group, re-exported.
export * from './accounts'
export * from './chat'
export * from './claims'
export * from './content'
export * from './directory'
export * from './limits'
export * from './reviews'
export * from './site'
