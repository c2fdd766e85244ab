/** What a handler answers: a status, a body (JSON, a Blob for files, or none) and headers. */
export interface AnyReply {
  status: number | string
  body?: unknown
  headers?: Record<string, string>
}

export function toResponse(reply: AnyReply): Response {
  const status = Number(reply.status)
  const headers = new Headers(reply.headers)
  if (reply.body === undefined || status === 204) return new Response(null, { status, headers })
  if (reply.body instanceof Blob) {
    if (!headers.has('Content-Type'))
      headers.set('Content-Type', reply.body.type || 'application/octet-stream')
    return new Response(reply.body, { status, headers })
  }
  headers.set('Content-Type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(reply.body), { status, headers })
}

export function errorResponse(status: number, message: string): Response {
  return toResponse({ status, body: { message } })
}
