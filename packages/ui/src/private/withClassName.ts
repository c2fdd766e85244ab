import { type ClassNameOrFunction, composeRenderProps } from 'react-aria-components'

/** The kit's class first, then the host's: a string or react-aria's function of state. */
export function withClassName<T>(base: string, own: ClassNameOrFunction<T> | undefined) {
  return composeRenderProps<
    string | undefined,
    T & { defaultClassName: string | undefined },
    string
  >(own, (value) => [base, value].filter(Boolean).join(' '))
}
