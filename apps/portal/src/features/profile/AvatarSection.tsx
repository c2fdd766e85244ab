import { useLingui } from '@lingui/react/macro'
import { avatarMediaTypes, messageText, validateAvatarFile } from '@platform/forms'
import { isPlatformError, type ProfileDetails } from '@platform/sdk'
import { getAvatarQuery, updateProfileMutation, uploadAvatarMutation } from '@platform/sdk/query'
import { AvatarUpload, toast } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { sessionKey } from '../../platform/session'
import { profileSnackbars } from './messages'

/** The avatar as an object URL, revoked when it changes or the page closes. */
function useAvatarUrl(fileId: string | null): string | null {
  const { client } = usePlatform()
  const avatar = useQuery({ ...getAvatarQuery(client), enabled: fileId !== null })
  const [url, setUrl] = useState<string | null>(null)
  const blob = fileId ? avatar.data?.blob : undefined
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return url
}

/**
 * The avatar with its upload: svg, jpeg, tiff, png or webp; the picture
 * changes at once, with the `avatar` snackbar, or `avatarError` and the reason on failure.
 */
export function AvatarSection({ details }: { details: ProfileDetails }) {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const { mainInfo } = details
  const src = useAvatarUrl(mainInfo.avatar)
  const [error, setError] = useState<string>()
  const refreshShell = () => queryClient.invalidateQueries({ queryKey: sessionKey })

  const fail = (failure: unknown) => {
    const key = isPlatformError(failure) ? failure.errorList?.file?.[0] : undefined
    setError(key ? messageText(key, i18n.locale) : undefined)
    toast.error(i18n._(profileSnackbars.avatarError))
  }
  const upload = useMutation(
    uploadAvatarMutation(client, {
      onSuccess: async () => {
        await refreshShell()
        toast.success(i18n._(profileSnackbars.avatar))
      },
    }),
  )
  const remove = useMutation(
    updateProfileMutation(client, {
      onSuccess: async () => {
        await refreshShell()
        toast.success(i18n._(profileSnackbars.avatarRemoved))
      },
    }),
  )

  return (
    <AvatarUpload
      label={t`Фото профиля`}
      description={t`SVG, JPEG, TIFF, PNG или WebP`}
      personName={mainInfo.fio}
      src={src}
      hasPicture={mainInfo.avatar !== null}
      acceptedFileTypes={avatarMediaTypes}
      errorMessage={error}
      isPending={upload.isPending || remove.isPending}
      isReadOnly={!mainInfo.isEditable}
      onSelect={(file) => {
        const invalid = validateAvatarFile(file)
        if (invalid) {
          setError(messageText(invalid, i18n.locale))
          return
        }
        setError(undefined)
        upload.mutate({ body: { file } }, { onError: fail })
      }}
      onRemove={
        mainInfo.avatar
          ? () => {
              setError(undefined)
              remove.mutate({ body: { mainInfo: { avatar: null } } }, { onError: fail })
            }
          : undefined
      }
    />
  )
}
