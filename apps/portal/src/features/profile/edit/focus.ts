/** After React has rendered what the last update changed. */
function afterRender(run: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(run))
}

const invalid = [
  '[aria-invalid="true"]',
  '[data-invalid] input:not([type="hidden"])',
  '[data-invalid] [role="spinbutton"]',
].join(', ')

/** Moves focus to the first field with an error, once the errors have rendered. */
export function focusFirstInvalid(container: () => HTMLElement | null | undefined): void {
  afterRender(() => {
    container()?.querySelector<HTMLElement>(invalid)?.focus()
  })
}

/** Moves focus to the first control a person can type into or press. */
export function focusFirstControl(container: () => HTMLElement | null | undefined): void {
  afterRender(() => {
    container()
      ?.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([readonly]):not([disabled]), textarea:not([readonly]), [role="spinbutton"], button:not([disabled])',
      )
      ?.focus()
  })
}
