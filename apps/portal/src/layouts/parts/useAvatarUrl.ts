import { getAvatarQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePlatform } from '../../platform/hooks'

/** An object URL of the person's avatar while it is shown; undefined without one (initials). */
export function useAvatarUrl(avatarId: string | null | undefined): string | undefined {
  const { client } = usePlatform()
  const avatar = useQuery({ ...getAvatarQuery(client), enabled: Boolean(avatarId) })
  const blob = avatarId ? avatar.data?.blob : undefined
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!blob) return setUrl(undefined)
    const created = URL.createObjectURL(blob)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [blob])
  return url
}
