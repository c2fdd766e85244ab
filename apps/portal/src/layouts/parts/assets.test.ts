import { describe, expect, it } from 'vitest'
import { authBackgroundUrl, logoUrls } from './assets'

const project = {
  code: 'identity',
  styleCode: 'main',
  logos: { logo: '/api/v1/platform/ui/style/main/logo', miniLogo: null },
}

describe('style images', () => {
  it('are addressed under the style base, whatever address the project info carries', () => {
    expect(logoUrls(project)).toEqual({ logo: '/style/main/logo', miniLogo: null })
    expect(
      logoUrls({ ...project, logos: { ...project.logos, miniLogo: '/style/main/miniLogo' } }),
    ).toEqual({ logo: '/style/main/logo', miniLogo: '/style/main/miniLogo' })
  })

  it('put the sign-in background by the project code, its help variant on the help service', () => {
    expect(authBackgroundUrl(project, false)).toBe('/style/identity/background')
    expect(authBackgroundUrl(project, true)).toBe('/style/identity/backgroundHelp')
    expect(authBackgroundUrl({ code: 'a b/c' }, false)).toBe('/style/a%20b%2Fc/background')
  })
})
