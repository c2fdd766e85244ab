// Starts Prism on the bundled contract for a test run and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { bundlePath } from './contract'

const prismBin = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url))

async function freePort(): Promise<number> {
  return await new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

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
