/**
 * Whole seconds left until `endTime` (the answer of a code request), never below 0; an
 * unreadable time counts as expired.
 */
export function secondsLeft(endTime: string | number | Date, now: number = Date.now()): number {
  const end = new Date(endTime).getTime()
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000))
}

/** The countdown as minutes:seconds (`04:59`), ticking each second. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
