import { group, skeleton } from './Skeleton.css'

export interface SkeletonProps {
  /** @default 'text' */
  shape?: 'text' | 'block' | 'circle'
  /** @default 'full' */
  width?: 'full' | 'threeQuarters' | 'half' | 'quarter'
  /** Lines of text to stand in for; the last one is shorter. @default 1 */
  lines?: number
  className?: string
}

/**
 * A grey placeholder of the shape of content that is still loading. It is hidden from
 * screen readers: mark the loading container `aria-busy` or show a `Spinner` with a name.
 */
export function Skeleton({ shape = 'text', width = 'full', lines = 1, className }: SkeletonProps) {
  if (shape !== 'text' || lines <= 1) {
    return (
      <span
        aria-hidden="true"
        className={[skeleton({ shape, width }), className].filter(Boolean).join(' ')}
      />
    )
  }
  return (
    <span aria-hidden="true" className={[group, className].filter(Boolean).join(' ')}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          // Placeholder lines have no identity but their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={skeleton({ shape, width: index === lines - 1 ? 'threeQuarters' : width })}
        />
      ))}
    </span>
  )
}
