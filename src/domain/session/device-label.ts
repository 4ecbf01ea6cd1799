/**
 * A signed-in device as people recognise it: the browser and the system from a User-Agent header, joined by
 * a middle dot so the label reads the same in every language ("Firefox · Windows"). Empty when neither is
 * known; the interface then says "Unknown device". The whole header is never kept.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').slice(0, USER_AGENT_MAX)
  const browser = BROWSERS.find(([, pattern]) => pattern.test(agent))?.[0]
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0]
  return [browser, system].filter(Boolean).join(' · ')
}

// Longer headers are not browsers; reading past this gains nothing.
const USER_AGENT_MAX = 512

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
]
const SYSTEMS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Android', /\bAndroid\b/],
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
]
