// `npm run sandbox`: the sandbox alone on 127.0.0.1:$PORT (default 4020), loaded from
// its TypeScript source with Vite's module runner, so nothing has to be built first.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const entry = fileURLToPath(new URL('../src/node/index.ts', import.meta.url))
const { module } = await runnerImport(entry, {
  configFile: false,
  logLevel: 'warn',
  // runnerImport's environment is `inline` and external by default: our packages are
  // inlined from source (by the condition), never loaded from a dist that may not exist.
  environments: {
    inline: { resolve: { noExternal: [/^@platform\//], conditions: ['@platform/source'] } },
  },
})
const port = Number(process.env.PORT || 4020)
// Origins besides this machine's that may call it with cookies, comma-separated.
const allowedOrigins = (process.env.SANDBOX_ORIGINS ?? '').split(',').filter(Boolean)
const { url } = await module.startSandboxServer({ port, allowedOrigins })
console.info(`Sandbox of the platform API at ${url}`)
console.info('Sign in as admin, master, user, limited or ldap with the password Sandbox-2026!')
console.info(`Outbox: ${url}/__sandbox/outbox`)
if (allowedOrigins.length) console.info(`Also callable from: ${allowedOrigins.join(', ')}`)
