/**
 * Whether the section navigation is collapsed to its mini form. When the project lets people
 * collapse it (`editNavMini`), their own choice (`navMini` of the user settings) decides;
 * otherwise, or signed out, the platform's setting (`uiNavMini`) does.
 */
export function isNavMini({
  editNavMini,
  navMini,
  uiNavMini,
}: {
  editNavMini: boolean
  navMini: boolean | undefined
  uiNavMini: boolean | undefined
}): boolean {
  if (editNavMini && navMini !== undefined) return navMini
  return uiNavMini ?? false
}
