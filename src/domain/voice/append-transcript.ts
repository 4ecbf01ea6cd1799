/** The field's text with a transcript added at the end, one space between them; blank transcripts add nothing. */
export function appendTranscript(value: string, transcript: string): string {
  const text = transcript.trim()
  if (!text) return value
  if (!value || /\s$/.test(value)) return `${value}${text}`
  return `${value} ${text}`
}
