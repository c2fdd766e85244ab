import { createContext, useContext } from 'react'

/** Where the sign-in steps run: the sign-in page, or a dialog over another page. */
export interface SignInPlace {
  /**
   * Inside a dialog over a page with an edit in progress: the identifier is a login, and
   * nothing leads away from that page (the identifier kinds are links to the sign-in page; the
   * registration and forgotten-password links leave it).
   */
  embedded: boolean
  /** The id of the element that names the identifier form. */
  labelledBy: string
  /** What a successful sign-in leads to; without it, the post-login redirect of the page. */
  complete?: () => Promise<void>
}

export const SignInPlaceContext = createContext<SignInPlace>({
  embedded: false,
  labelledBy: 'login-title',
})

export const useSignInPlace = (): SignInPlace => useContext(SignInPlaceContext)
