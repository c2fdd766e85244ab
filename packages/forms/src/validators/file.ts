import type { RuleResult } from '../messages'

/** Media types of an avatar: svg, jpeg, tiff, png and webp. */
export const avatarMediaTypes = [
  'image/svg+xml',
  'image/jpeg',
  'image/tiff',
  'image/png',
  'image/webp',
] as const

/** File name extensions of the same types, for files the browser gives no type. */
export const avatarExtensions = ['svg', 'jpg', 'jpeg', 'tif', 'tiff', 'png', 'webp'] as const

/** The part of a `File` the rule reads. */
export interface FileLike {
  name: string
  type: string
}

/**
 * Avatar file type: `errorFileType` unless its media type is one of
 * {@link avatarMediaTypes}, or, when the browser gives no type, its extension is one of
 * {@link avatarExtensions}.
 */
export function validateAvatarFile(file: FileLike): RuleResult {
  const types: readonly string[] = avatarMediaTypes
  const extensions: readonly string[] = avatarExtensions
  const dot = file.name.lastIndexOf('.')
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase()
  const valid = file.type ? types.includes(file.type) : extensions.includes(extension)
  return valid ? undefined : 'errorFileType'
}
