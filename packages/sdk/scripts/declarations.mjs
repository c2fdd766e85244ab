// After tsup: the query layer's declarations name React Query's types by the module tsc found
// them in, `@tanstack/query-core`, which is React Query's dependency and not the SDK's. A host
// whose package manager does not hoist it (pnpm) could not resolve those types. React Query
// re-exports every type of query-core, so the declarations import them from there instead.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../dist', import.meta.url))

for (const entry of await readdir(dist, { recursive: true })) {
  if (!entry.endsWith('.d.ts')) continue
  const file = join(dist, entry)
  const source = await readFile(file, 'utf8')
  // Both `from '…'` and the bare `import '…'` lines the declaration bundler leaves.
  const rewritten = source.replaceAll("'@tanstack/query-core'", "'@tanstack/react-query'")
  if (rewritten !== source) await writeFile(file, rewritten)
}
