import { type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'ui'> = {
  // The first call of the portal; administration mutations invalidate it.
  getProjectInfo: referenceData,
  // The same for everyone; the router builds its routes from it.
  getMenu: referenceData,
  // A public card that changes only when administrators edit the application.
  getServiceApplication: referenceData,
  // Reference data of the visitor forms; settings mutations invalidate it.
  getPublicSettings: referenceData,
  // A short static list: half an hour.
  listCountryCodes: { staleTime: 1_800_000 },
  // Legal texts change rarely and only through the libraries screens.
  getDocumentView: referenceData,
  // An image changes only with its style, and the style code is part of the key.
  getStyleAsset: { staleTime: Infinity },
}
