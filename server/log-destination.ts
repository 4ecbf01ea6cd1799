import pino from 'pino'

// Lines are gathered up to 32 KiB (about a hundred requests) before one write, and whatever is gathered is
// written at least once a second, so a quiet server's last lines show within a second. One write per 4 KiB was
// still a tenth of a busy server's CPU.
const LOG_BUFFER_BYTES = 32 * 1024
const LOG_WRITE_MAX_BYTES = 64 * 1024
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
    maxWrite: LOG_WRITE_MAX_BYTES,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  })
}
