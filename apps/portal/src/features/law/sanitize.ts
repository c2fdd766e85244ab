import { safeDestination } from '@platform/forms'
import DOMPurify, { type Config } from 'dompurify'
import { Marked } from 'marked'

// Its own instance: the hooks below must not leak into any other use of DOMPurify.
const purifier = DOMPurify(window)

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer')
  // An image the author left undescribed is decoration, not an unnamed picture.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
})

/**
 * Legal texts are untrusted (the contract says so): HTML elements only (no SVG, no MathML), no
 * scripts, styles, frames, forms or embeds, no event handlers or inline styles, no ids that
 * could clobber the page, and only http(s), mailto and tel addresses, site paths and anchors.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'template',
    'dialog',
    'audio',
    'video',
    'source',
    'track',
  ],
  FORBID_ATTR: ['style', 'id', 'name', 'class', 'srcset', 'tabindex', 'target', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
}

/**
 * A picture from another site would tell that site who reads the document and when (a
 * tracking pixel), and the portal's policy refuses to load it anyway: it becomes its
 * description. Only the portal's own files show.
 */
function dropRemoteImages(fragment: DocumentFragment) {
  const own = { origin: window.location.origin, trusted: [] }
  for (const image of fragment.querySelectorAll('img')) {
    if (safeDestination(image.getAttribute('src'), own)) continue
    const description = image.getAttribute('alt') ?? ''
    image.replaceWith(description ? document.createTextNode(description) : '')
  }
}

const markdown = new Marked({ gfm: true, async: false })

/**
 * A legal document as safe DOM: Markdown rendered first (its raw HTML included), then
 * everything sanitised. A first heading that repeats the title is dropped, and the headings
 * move under the page's own h1: their top level becomes h2, and none is more than one level
 * deeper than the heading before it, so the outline has no gaps.
 */
export function renderLegalDocument(content: string, format: 'md' | 'html', title: string) {
  const html = format === 'md' ? (markdown.parse(content) as string) : content
  const fragment = purifier.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true })
  dropRemoteImages(fragment)
  const first = fragment.firstElementChild
  if (first && /^H[1-6]$/.test(first.tagName) && first.textContent?.trim() === title.trim()) {
    first.remove()
  }
  const levels = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName[1]),
  )
  const shift = 2 - Math.min(...levels)
  // Each heading at most one level below the one before it, starting under the page's h1.
  let previous = 1
  for (const heading of fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Math.min(previous + 1, Math.max(2, Number(heading.tagName[1]) + shift))
    previous = level
    if (heading.tagName === `H${level}`) continue
    const moved = document.createElement(`h${level}`)
    moved.replaceChildren(...heading.childNodes)
    heading.replaceWith(moved)
  }
  return fragment
}
