import type { ProjectInfo, StyleAsset } from '@platform/sdk'

/**
 * The style base: style images live beside the portal (`/platform`) and the API (`/api/v1`),
 * under `/style` of the same origin. The web server answers it (the sandbox, or the platform
 * behind a proxy), so this is the one place that knows the shape of their addresses.
 */
const styleBase = '/style'

/** The address of a style image, for an `img` or a CSS background. */
function styleAssetUrl(code: string, asset: StyleAsset): string {
  return `${styleBase}/${encodeURIComponent(code)}/${asset}`
}

/** The header's logos: the style's logo, and its mini logo when the style has one. */
export function logoUrls(project: Pick<ProjectInfo, 'styleCode' | 'logos'>) {
  return {
    logo: styleAssetUrl(project.styleCode, 'logo'),
    miniLogo: project.logos.miniLogo ? styleAssetUrl(project.styleCode, 'miniLogo') : null,
  }
}

/** The sign-in layout's background: chosen by the project's code, its help variant on help. */
export function authBackgroundUrl(project: Pick<ProjectInfo, 'code'>, help: boolean): string {
  return styleAssetUrl(project.code, help ? 'backgroundHelp' : 'background')
}
