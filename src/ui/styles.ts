/**
 * Shared button/link and form-control looks, so every call-to-action and input is styled the same way. In
 * forced colors (Windows high contrast) a filled button loses its fill, so every button keeps a border.
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border-2 forced-colors:border-[ButtonText]";

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-500`,
  secondary: `${base} border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-500`,
  onDark: `${base} bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white`,
  outlineOnDark: `${base} border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white`,
  ghost: `${base} text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-500`,
  /** Actions that cannot be undone (erasing a person's data). */
  danger: `${base} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-600`,
} as const;

/** Text inputs, selects and textareas; an invalid control (aria-invalid) gets a red border. */
export const inputStyles =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-700";

/** Text links: underlined and bold inside a sentence; standalone ones are also a 44 px tall target. */
const inlineLink = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950";
export const linkStyles = {
  inline: inlineLink,
  standalone: `inline-flex min-h-11 items-center ${inlineLink} focus-visible:outline-2 focus-visible:outline-brand-500`,
} as const;

/** The staff area's smaller buttons (still a 44 px target): add to one of buttonStyles. */
export const compactButton = "min-h-11 px-4 py-2 text-sm";
