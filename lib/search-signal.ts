/**
 * A flag in this process that an indexed document changed here, so this
 * process's search indexes catch up at the next query instead of at their
 * next scheduled look at the change log (other processes learn it from there).
 */
let changed = false

export function signalSearchChange(): void {
  changed = true
}

/** Whether a change was signalled since the last call (and clears the flag). */
export function takeSearchChangeSignal(): boolean {
  const was = changed
  changed = false
  return was
}
