import type { Plugin } from 'vite'

/**
 * A probe that two of react-aria's modules run when they are evaluated, in every page's first
 * load, and what the build puts in its place. The first date or number format of a page makes
 * Chromium load its formatting data: 30–60 ms of main thread on a 2-core machine, 4× more on
 * Lighthouse's phone. The sign-in page formats neither, so it paid that only for these probes.
 */
interface Probe {
  /** The module, by its path inside node_modules. */
  module: RegExp
  /** The probe's code, as the package ships it. */
  probe: RegExp
  /** What replaces it. */
  replacement: string
}

export const probes: readonly Probe[] = [
  {
    // react-aria's default locale checks the browser's language with
    // `Intl.DateTimeFormat.supportedLocalesOf`, which only throws for a malformed language
    // tag; `Intl.getCanonicalLocales` throws for the same tags and loads no formatting data.
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    probe: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\)/,
    replacement: 'Intl.getCanonicalLocales(locale)',
  },
  {
    // @internationalized/number asks whether `signDisplay` is supported by formatting with it.
    // Every browser of the build's target (es2022) supports it.
    module: /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    probe:
      /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    replacement: 'true',
  },
]

/**
 * The module's code without its probe; throws when the probe is not found, so that a new
 * version of a package that changed it stops the build instead of shipping the probe again.
 */
export function withoutProbe(id: string, code: string): string | null {
  const found = probes.find(({ module }) => module.test(id))
  if (!found) return null
  if (!found.probe.test(code)) {
    throw new Error(`intl-probes: ${id} no longer has the probe ${found.probe}; look again.`)
  }
  return code.replace(found.probe, found.replacement)
}

/** Takes the probes out of the build (see `probes`). */
export function intlProbes(): Plugin {
  return {
    name: 'intl-probes',
    apply: 'build',
    transform: {
      filter: { id: probes.map(({ module }) => module) },
      handler(code, id) {
        const changed = withoutProbe(id, code)
        return changed === null ? null : { code: changed, map: null }
      },
    },
  }
}
