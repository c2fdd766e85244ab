import { describe, expect, it } from 'vitest'
import { mergeGroups } from './merge-groups.ts'

const options = {
  minSize: 100,
  firstLoadSize: 10,
  firstLoad: new Set(['react']),
  lazyCount: 4,
}

const module = (id: string, users: string[], size: number) => ({ id, users: new Set(users), size })

describe('mergeGroups', () => {
  it('groups modules by the lazy modules that load them, and keeps big groups apart', () => {
    const { groups } = mergeGroups(
      [module('table', ['a', 'b'], 500), module('dialog', ['b', 'c'], 500)],
      { ...options, dependencies: () => [] },
    )
    expect(groups.map((group) => group.modules)).toEqual([['table'], ['dialog']])
  })

  it('puts a small group where it costs the fewest unneeded bytes', () => {
    const { groups } = mergeGroups(
      [
        module('table', ['a', 'b'], 500),
        module('dialog', ['b', 'c'], 500),
        module('icons', ['a', 'b'], 50),
      ],
      { ...options, dependencies: () => [] },
    )
    expect(groups.map((group) => group.modules)).toEqual([['table', 'icons'], ['dialog']])
  })

  it('sends a tiny group that needs only the first load to the first load', () => {
    const { groups, toFirstLoad } = mergeGroups(
      [module('table', ['a', 'b'], 500), module('lazy-route', ['a', 'b', 'c', 'd'], 5)],
      { ...options, dependencies: (id) => (id === 'lazy-route' ? ['react'] : []) },
    )
    expect(toFirstLoad).toEqual(['lazy-route'])
    expect(groups.map((group) => group.modules)).toEqual([['table']])
  })

  it('weighs the bytes a dialog downloads for nothing less than a page’s', () => {
    // `hooks` is used by page a and dialog d. Joining `page-code` (pages a, b) costs dialog d
    // 400 bytes and page b 50; joining `dialog-code` (dialogs d, e) costs page a 300 and
    // dialog e 50. Counted alike, the dialog's code goes with page a's first load; with a
    // dialog's loads counted at a twentieth (it opens from a page whose code is loaded), the
    // page's code goes with the dialog instead.
    const hooksGroup = (weight?: (lazy: string) => number) =>
      mergeGroups(
        [
          module('page-code', ['a', 'b'], 400),
          module('dialog-code', ['d', 'e'], 300),
          module('hooks', ['a', 'd'], 50),
        ],
        { ...options, dependencies: () => [], weight },
      ).groups.find((group) => group.modules.includes('hooks'))?.modules
    expect(hooksGroup()).toEqual(['dialog-code', 'hooks'])
    expect(hooksGroup((lazy) => (lazy === 'd' || lazy === 'e' ? 0.05 : 1))).toEqual([
      'page-code',
      'hooks',
    ])
  })

  it('counts the chunks a chunk imports: joining a chunk brings its imports too', () => {
    // Joining `table` or `dialog` makes load z download 500 bytes it does not need, but
    // `dialog` also brings `overlays`, 500 more.
    const dependencies = (id: string) => (id === 'dialog' ? ['overlays'] : [])
    const { groups } = mergeGroups(
      [
        module('table', ['a', 'b', 'x'], 500),
        module('dialog', ['a', 'b', 'y'], 500),
        module('overlays', ['a', 'b', 'y', 'd'], 500),
        module('hooks', ['a', 'b', 'z'], 50),
      ],
      { ...options, dependencies },
    )
    expect(groups.find((group) => group.modules.includes('hooks'))?.modules).toEqual([
      'table',
      'hooks',
    ])
  })
})
