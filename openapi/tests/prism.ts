// Starts Prism on the bundled contract for a test run and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../tools/prism-mock.mjs'
import { type BuiltRequest, bundlePath } from './contract'

const prismBin = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url))

export interface RunningPrism {
  url: string
  stop: () => Promise<void>
}

/**
 * `mock` serves the contract's examples; `proxy` forwards to `upstream` and checks both the
 * requests and the responses against the contract (`--errors` turns violations into errors).
 */
export async function startPrism(
  options: { mode: 'mock' } | { mode: 'proxy'; upstream: string } = { mode: 'mock' },
): Promise<RunningPrism> {
  const port = await freePort()
  const args =
    options.mode === 'mock'
      ? ['mock', '-h', '127.0.0.1', '-p', String(port), bundlePath]
      : ['proxy', '-h', '127.0.0.1', '-p', String(port), '--errors', bundlePath, options.upstream]
  const child: ChildProcess = spawn(prismBin, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (!/Prism is listening/.test(log)) {
    if (child.exitCode !== null) throw new Error(`Prism exited:\n${log}`)
    if (Date.now() > deadline) throw new Error(`Prism did not start in 30 s:\n${log}`)
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Sends a request built by `validRequest` (or a broken copy of one) to a running mock. */
export async function sendTo(
  baseUrl: string,
  request: BuiltRequest,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(request.path, baseUrl)
  for (const [key, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item)
  }
  const headers: Record<string, string> = { ...extraHeaders }
  if (request.secured) headers.cookie = 'platform_session=contract-test'
  if (request.contentType) headers['content-type'] = request.contentType
  const body =
    request.body instanceof FormData
      ? request.body
      : request.body === undefined
        ? undefined
        : JSON.stringify(request.body)
  return await fetch(url, { method: request.method.toUpperCase(), headers, body })
}
