import { describe, expect, it } from 'vitest'
import type { Build } from './first-load.mjs'
import { countRounds, sentUntil } from './load-rounds.mjs'

const base = 'http://127.0.0.1/platform/'

/** A build whose entry imports the framework and lazily the texts, which import a sheet. */
const build = {
  manifest: {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_framework.js'],
      dynamicImports: ['_texts.js', 'src/page.tsx'],
    },
    '_framework.js': { file: 'assets/framework.js' },
    '_texts.js': { file: 'assets/texts.js' },
    'src/page.tsx': {
      file: 'assets/page.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/part.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/part.tsx': { file: 'assets/part.js' },
  },
  byFile: new Map(),
} as unknown as Build
for (const chunk of Object.values(build.manifest)) build.byFile.set(chunk.file, chunk)

const parser = { type: 'parser', url: `${base}login` }
const fromScript = (file: string) => ({
  type: 'script',
  stack: { callFrames: [{ url: `${base}assets/framework.js` }, { url: `${base}${file}` }] },
})

describe('countRounds', () => {
  it('counts the HTML, its chunks, then what they load lazily, each one round', () => {
    const rounds = countRounds(build, base, [
      { url: `${base}login`, initiator: { type: 'other' } },
      { url: `${base}assets/index.js`, initiator: parser },
      { url: `${base}assets/framework.js`, initiator: parser },
      { url: `${base}assets/texts.js`, initiator: { type: 'script', url: 'about:client' } },
      { url: '/api/v1/platform/ui/project/info', initiator: fromScript('assets/index.js') },
    ])
    expect(rounds).toEqual({ roundTrips: 3, moduleRounds: 2, requests: 5 })
  })

  it("counts a lazy chunk's static imports in its own round, and a call it makes after it", () => {
    const rounds = countRounds(build, base, [
      { url: `${base}login`, initiator: { type: 'other' } },
      { url: `${base}assets/index.js`, initiator: parser },
      { url: `${base}assets/page.js`, initiator: { type: 'script', url: 'about:client' } },
      { url: `${base}assets/shared.js`, initiator: fromScript('assets/index.js') },
      { url: `${base}assets/part.js`, initiator: { type: 'script', url: 'about:client' } },
      { url: '/api/v1/platform/user/profile', initiator: fromScript('assets/part.js') },
    ])
    expect(rounds.moduleRounds).toBe(3)
    expect(rounds.roundTrips).toBe(5)
  })
})

describe('sentUntil', () => {
  it('keeps what was sent up to the moment the page became usable, not what followed', () => {
    const sent = [
      { url: `${base}login`, initiator: parser, sentAt: 1_000 },
      { url: `${base}assets/index.js`, initiator: parser, sentAt: 1_020 },
      { url: `${base}assets/part.js`, initiator: fromScript('assets/page.js'), sentAt: 1_400 },
    ]
    expect(sentUntil(sent, 1_020).map((request) => request.url)).toEqual([
      `${base}login`,
      `${base}assets/index.js`,
    ])
  })
})
