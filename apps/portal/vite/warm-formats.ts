import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { securityHeaders } from './security-headers.ts'

/**
 * The script's code. A page's first date, number or plural makes the browser load its
 * formatting data (ICU): 20–40 ms of main thread on this machine's desktop Chromium, 50–110 ms
 * under Lighthouse's tracing, four times that on its phone. Made by the app, that is one long
 * task after the first paint, where it blocks taps. Made here, it runs while the app's code is
 * still on the network and the main thread has nothing else to do. It makes a number and a date
 * formatter in the page's language, the date as `formatDate` and `prepareFormats` make it (read
 * in UTC); `prepareFormats`'s task then took a median of 6 ms in 12 profiled loads of
 * `/setting/options`, against 14 ms in 6 without the date. In a block, so that its name stays
 * out of the page's global scope.
 *
 * On every page, the sign-in page too: the app prepares the language's formats on every page
 * (`prepareFormats`), and the kit's spinners, which the sign-in page shows, format their value.
 */
export const warmFormatsSource =
  '{const l=document.documentElement.lang;new Intl.NumberFormat(l).format(0);' +
  "new Intl.DateTimeFormat(l,{day:'2-digit',timeZone:'UTC'}).format(0)}"

/** The source of the Content-Security-Policy that lets exactly `source` run inline. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`

/**
 * The formats warm-up (see `warmFormatsSource`), inline in the page's head, before the app's
 * entry: a module, which runs only once the document is parsed and its code has arrived. Inline,
 * it costs no request; the Content-Security-Policy allows it by its hash alone, and the build
 * fails if the policy of `deploy/nginx` does not. Build only: the dev server needs no speed.
 */
export function warmFormats(): Plugin {
  const source = warmFormatsSource
  return {
    name: 'portal:warm-formats',
    apply: 'build',
    configResolved() {
      const policy = securityHeaders()['Content-Security-Policy'] ?? ''
      if (!policy.includes(scriptHash(source))) {
        throw new Error(
          `The Content-Security-Policy of deploy/nginx does not allow the formats warm-up: add ${scriptHash(source)} to its script-src.`,
        )
      }
    },
    transformIndexHtml: {
      order: 'post',
      // After the title, before the entry and the style sheet: an inline script after a style
      // sheet would wait for it.
      handler: (html) => {
        const title = html.indexOf('</title>')
        if (title < 0) throw new Error('index.html has no <title> to follow')
        const at = title + '</title>'.length
        return `${html.slice(0, at)}\n    <script>${source}</script>${html.slice(at)}`
      },
    },
  }
}
