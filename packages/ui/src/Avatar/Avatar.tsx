import { useState } from 'react'
import { avatar, type avatarSizes } from './Avatar.css'

export interface AvatarProps {
  /** The person's or organisation's name: the source of the initials and of the default alt. */
  name: string
  /** The picture; the initials show when it is missing or fails to load. */
  src?: string | null
  /** Text alternative. `''` marks the avatar decorative (a name is already next to it). @default name */
  alt?: string
  /** @default 'md' */
  size?: (typeof avatarSizes)[number]
  className?: string
}

/** Up to two initials: the first letters of the first two words of the name. */
function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('')
}

/** A round picture of a person or an organisation, with initials when there is no picture. */
export function Avatar({ name, src, alt, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const classes = [avatar({ size }), className].filter(Boolean).join(' ')
  const label = alt ?? name

  if (src && src !== failedSrc) {
    return <img src={src} alt={label} className={classes} onError={() => setFailedSrc(src)} />
  }
  if (label === '') {
    return (
      <span className={classes} aria-hidden="true">
        {initialsOf(name)}
      </span>
    )
  }
  return (
    <span role="img" aria-label={label} className={classes}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  )
}
