import type { StyleAsset } from '@platform/sdk'

/** The address of a style image (`getStyleAsset`), for an `img` or a CSS background. */
export function styleAssetUrl(styleCode: string, asset: StyleAsset): string {
  return `/api/v1/platform/ui/style/${encodeURIComponent(styleCode)}/${asset}`
}
