import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const compress = promisify(gzip)
const textFile = /\.(js|css|html|svg|json|txt)$/

/**
 * Writes `name.gz` beside every text file of the build: nginx's `gzip_static` sends them
 * without compressing on each request (the best level, since it is paid once per build).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_, bundle) {
      const names = Object.keys(bundle).filter((name) => textFile.test(name))
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name)
          const packed = await compress(await readFile(path), {
            level: constants.Z_BEST_COMPRESSION,
          })
          await writeFile(`${path}.gz`, packed)
        }),
      )
    },
  }
}
