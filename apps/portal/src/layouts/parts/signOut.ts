/** A mobile app's web view that hosts the portal (it signs out natively too). */
interface MobileWebView {
  postMessage: (message: string) => void
}

/**
 * After the sign-out call: tell a hosting mobile web view, then reload the page, so
 * nothing of the session stays in memory and the guards send the visitor on.
 */
export function afterSignOut(): void {
  const webView = (window as { ReactNativeWebView?: MobileWebView }).ReactNativeWebView
  webView?.postMessage(JSON.stringify({ type: 'logout' }))
  window.location.reload()
}
