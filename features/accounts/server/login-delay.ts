/**
 * Seconds an address must wait after `failures` failed logins at one account:
 * nothing within the free attempts, then 2 s, 4 s, 8 s … at most `cap`
 * (docs/security.md).
 */
export function loginDelaySeconds(failures: number, free: number, cap: number): number {
  if (failures < free) return 0
  return Math.min(cap, 2 ** Math.min(30, failures - free + 1))
}
