import { createLazyRoute } from '@tanstack/react-router'
import { Frame } from '../parts/Frame'

/** Layout Law: the legal-documents page, with or without a session. */
function LawLayout() {
  return <Frame />
}

export const Route = createLazyRoute('/law')({ component: LawLayout })
