import { describe, expect, it } from 'vitest'
import { type GraphModule, moduleUsage } from './module-usage.ts'

/** A graph of modules from their code; imports are listed in the order they appear. */
function graphOf(modules: Record<string, { code: string; imports?: string[] }>) {
  return (id: string): GraphModule | null => {
    const module = modules[id]
    if (!module) return null
    return {
      code: module.code,
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: [],
      dynamicImporters: [],
      isEntry: id === '/entry.js',
    }
  }
}

const kit = {
  '/entry.js': { code: "import { Button } from './kit.js'\nButton()", imports: ['/kit.js'] },
  '/kit.js': {
    code: "import './theme.js'\nexport { Button } from './button.js'\nexport * from './table.js'",
    imports: ['/theme.js', '/button.js', '/table.js'],
  },
  '/theme.js': { code: 'document.title = "theme"' },
  '/button.js': {
    code: "import { press } from './press.js'\nexport const Button = press",
    imports: ['/press.js'],
  },
  '/press.js': { code: 'export const press = () => 1' },
  '/table.js': { code: 'export const Table = () => 2' },
}

describe('moduleUsage', () => {
  it('follows a barrel only to the names asked of it, and runs what it imports for effect', () => {
    const { used } = moduleUsage(graphOf(kit))
    const { run, brought } = used(['/entry.js'])
    expect([...run].sort()).toEqual(['/button.js', '/entry.js', '/press.js', '/theme.js'])
    expect(brought.has('/kit.js')).toBe(true)
    expect(brought.has('/table.js')).toBe(false)
  })

  it('finds a name through `export *` without running the modules that lack it', () => {
    const { used } = moduleUsage(
      graphOf({
        ...kit,
        '/entry.js': { code: "import { Table } from './kit.js'\nTable()", imports: ['/kit.js'] },
      }),
    )
    expect([...used(['/entry.js']).run].sort()).toEqual(['/entry.js', '/table.js', '/theme.js'])
  })

  it("answers what a module's imports reach, through barrels", () => {
    const { dependencies } = moduleUsage(graphOf(kit))
    expect([...dependencies('/entry.js')].sort()).toEqual(['/button.js', '/theme.js'])
  })
})
