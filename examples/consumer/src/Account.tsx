import { Checks } from './Checks'
import { ProfileField } from './ProfileField'
import { Sessions } from './Sessions'

export function Account() {
  return (
    <>
      <Sessions />
      <ProfileField />
      <Checks />
    </>
  )
}
