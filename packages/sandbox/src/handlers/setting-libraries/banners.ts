// Banners of the library, shown by domains on the sign-in pages.
import {
  collectErrors,
  isWebAddressOrPath,
  validateMaxLength,
  validateRequired,
} from '@platform/forms'
import { type Banner, type BannerInput, bannerSortByValues } from '@platform/sdk'
import type { Context } from '../../contract'
import type { SandboxState } from '../../state'
import { conflict, created, done, invalid, notFound, ok, page } from '../reply'
import { changesOf, knownSort, notAdmin, recordChange } from '../setting-kit'
import { generateCode, validateLibraryCode } from './codes'

/** A banner leads to a web address or to a path of the portal (`/platform/law/…`). */
function validateLink(link: string | null | undefined) {
  if (!link) return undefined
  return isWebAddressOrPath(link) ? validateMaxLength(link, 2048) : 'errorUrl'
}

function bannerErrors(body: BannerInput) {
  return collectErrors({
    title: [validateRequired(body.title), validateMaxLength(body.title, 255)],
    code: [validateLibraryCode(body.code)],
    link: [validateLink(body.link)],
  })
}

function codeTaken(state: SandboxState, code: string, except?: string): boolean {
  return state.libraries.banners.some((banner) => banner.id !== except && banner.code === code)
}

const params = ['visible', 'title', 'code', 'text', 'link'] as const

function record(
  context: Parameters<typeof recordChange>[0],
  type: string,
  before: Banner | null,
  after: Banner | null,
) {
  const banner = after ?? before
  if (!banner) return
  recordChange(context, {
    type,
    entity: 'banners',
    entityId: banner.id,
    entityTitle: banner.title,
    changes: changesOf(before, after, params),
  })
}

function fieldsOf(body: BannerInput) {
  return {
    visible: body.visible,
    title: body.title.trim(),
    text: body.text?.trim() || null,
    link: body.link?.trim() || null,
  }
}

export function listBanners(context: Context<'listBanners'>) {
  const denied = notAdmin(context.session)
  if (denied) return denied
  const { query } = context
  const sortBy = knownSort(query.sortBy, bannerSortByValues)
  const { items, meta } = page(
    context.state.libraries.banners,
    { ...query, sortBy },
    { sortBy: 'createdAt', sort: 'desc' },
  )
  return ok({ banners: items, meta })
}

export function createBanner(context: Context<'createBanner'>) {
  const denied = notAdmin(context.session)
  if (denied) return denied
  const { body, state } = context
  const errors = bannerErrors(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (body.code && codeTaken(state, body.code)) {
    return conflict({ errorList: { code: ['errorUnique'] } })
  }
  const banner: Banner = {
    id: state.random.uuid(),
    code: body.code || generateCode(body.title, 'banner', (code) => codeTaken(state, code)),
    ...fieldsOf(body),
    createdAt: context.now.toISOString(),
  }
  state.libraries.banners.push(banner)
  record(context, 'create', null, banner)
  return created(banner.id)
}

export function updateBanner(context: Context<'updateBanner'>) {
  const denied = notAdmin(context.session)
  if (denied) return denied
  const { body, state } = context
  const banner = state.libraries.banners.find((item) => item.id === context.params.id)
  if (!banner) return notFound('No such banner')
  const errors = bannerErrors(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (body.code && codeTaken(state, body.code, banner.id)) {
    return conflict({ errorList: { code: ['errorUnique'] } })
  }
  const before = { ...banner }
  Object.assign(banner, fieldsOf(body), { code: body.code || banner.code })
  record(context, 'update', before, banner)
  return done()
}

export function deleteBanner(context: Context<'deleteBanner'>) {
  const denied = notAdmin(context.session)
  if (denied) return denied
  const { state } = context
  const banner = state.libraries.banners.find((item) => item.id === context.params.id)
  if (!banner) return notFound('No such banner')
  state.libraries.banners = state.libraries.banners.filter((item) => item !== banner)
  // Domains stop showing the banner.
  for (const domain of state.domains.items) {
    domain.banners = domain.banners.filter((id) => id !== banner.id)
    for (const locale of domain.locales) {
      locale.settings.banners = locale.settings.banners.filter((id) => id !== banner.id)
    }
  }
  record(context, 'delete', banner, null)
  return done()
}

export function setBannerVisible(context: Context<'setBannerVisible'>) {
  const denied = notAdmin(context.session)
  if (denied) return denied
  const banner = context.state.libraries.banners.find((item) => item.id === context.params.id)
  if (!banner) return notFound('No such banner')
  const before = { ...banner }
  banner.visible = context.body.visible
  record(context, banner.visible ? 'enable' : 'disable', before, banner)
  return done()
}
