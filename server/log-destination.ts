import pino from 'pino'

// Lines are gathered up to 4 KiB (about twenty requests) before one write, and whatever is gathered is written
// at least once a second, so a quiet server's last lines show within a second.
const LOG_BUFFER_BYTES = 4096
const LOG_FLUSH_INTERVAL_MS = 1000

/**
 * Standard output, written asynchronously. A synchronous write per line was a system call per request, a few
 * percent of a cached answer's cost and more on a slow pipe to a log collector. pino writes what is buffered when
 * the process exits (also on SIGTERM and an uncaught exception); what a power cut takes is at most one second.
 */
export function asyncStandardOutput(): pino.DestinationStream {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  })
}
