/**
 * The address a request came from, as the proxy in front reports it (the first address of
 * `X-Forwarded-For`, else `X-Real-IP`); a request with neither came from this machine.
 */
export function requestIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('X-Real-IP') || '127.0.0.1'
}
