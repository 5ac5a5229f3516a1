/**
 * Section 4: when a staff or patient session reaches its expiry the user is signed out,
 * unless a doctor session exists (it has its own 24-hour lifetime).
 */
export function shouldSignOutOnExpiry(expiresAt: number, now: number, hasDoctorSession: boolean): boolean {
  return now >= expiresAt && !hasDoctorSession;
}
