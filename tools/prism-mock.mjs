// `npm run mock`: Prism serving the bundled contract, with the violations of an invalid request
// in the body of its 422.
//
// Prism builds its answer to an invalid request from the operation's own 422 (else 400, else
// `default`) response: its first example, or a body generated from its schema. It writes the
// violations into the body only in the problem document it generates when the operation
// declares none of those three. The contract declares 422 on every call that takes input and
// 400 on the calls with business validation (QA picks it with `Prefer: code=400`), so Prism's
// 422 bodies would always be the contract's canned example. Prism does name the violations in
// its `sl-violations` header; this proxy in front of it moves them into the body's `message`,
// which keeps the body an `ErrorBody` of the contract.
import { spawn } from 'node:child_process'
import { createServer, request } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const prismBin = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url))
const bundle = fileURLToPath(new URL('../openapi/dist/platform.yaml', import.meta.url))

export async function freePort() {
  return await new Promise((resolvePort, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

/** One sentence per violation of Prism's `sl-violations` header, or undefined if unreadable. */
export function violationsMessage(header) {
  try {
    const violations = JSON.parse(header)
    if (!Array.isArray(violations) || violations.length === 0) return undefined
    return violations.map((violation) => String(violation.message)).join('; ')
  } catch {
    return undefined
  }
}

async function waitForPrism(child, timeoutMs) {
  let log = ''
  const collect = (chunk) => {
    log += chunk
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const deadline = Date.now() + timeoutMs
  while (!/Prism is listening/.test(log)) {
    if (child.exitCode !== null) throw new Error(`Prism exited:\n${log}`)
    if (Date.now() > deadline) throw new Error(`Prism did not start in ${timeoutMs} ms:\n${log}`)
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  child.stdout?.off('data', collect)
  child.stderr?.off('data', collect)
}

function forward(upstreamPort, incoming, outgoing) {
  const upstream = request(
    {
      host: '127.0.0.1',
      port: upstreamPort,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      const violations = answer.headers['sl-violations']
      const message =
        answer.statusCode === 422 && typeof violations === 'string'
          ? violationsMessage(violations)
          : undefined
      if (message === undefined) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        return
      }
      answer.resume()
      const body = JSON.stringify({ message })
      const headers = { ...answer.headers, 'content-type': 'application/json' }
      delete headers['content-length']
      outgoing.writeHead(422, { ...headers, 'content-length': Buffer.byteLength(body) })
      outgoing.end(body)
    },
  )
  upstream.on('error', (error) => {
    outgoing.writeHead(502, { 'content-type': 'application/json' })
    outgoing.end(JSON.stringify({ message: `Prism did not answer: ${error.message}` }))
  })
  incoming.pipe(upstream)
}

/** Starts Prism on a private port and the proxy on `port`; `stop` ends both. */
export async function startMock({ port, host = '127.0.0.1', contract = bundle, output, signal }) {
  const prismPort = await freePort()
  const child = spawn(prismBin, ['mock', '-h', '127.0.0.1', '-p', String(prismPort), contract], {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  })
  // Aborting kills Prism and reports the abort here; waitForPrism then sees it exit.
  child.on('error', () => {})
  try {
    await waitForPrism(child, 30_000)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  if (output) {
    child.stdout?.pipe(output)
    child.stderr?.pipe(output)
  }
  const server = createServer((incoming, outgoing) => forward(prismPort, incoming, outgoing))
  await new Promise((resolveListen) => server.listen(port, host, () => resolveListen(undefined)))
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    stop: async () => {
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)))
      if (child.exitCode !== null) return
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
      child.kill('SIGTERM')
      await exited
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Listening to the signals before Prism starts, so stopping early never leaves it running.
  const controller = new AbortController()
  let mock
  const stop = () => {
    controller.abort()
    Promise.resolve(mock?.stop()).finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  mock = await startMock({
    port: Number(process.env.PORT ?? 4010),
    output: process.stdout,
    signal: controller.signal,
  })
  console.log(`Prism mock of the contract on ${mock.url} (422 bodies name the violations)`)
}
