// Spec §2 "Modal dialogs": sizes, heights and the mobile rule, as named values for the dialog component.

export const DIALOG_SIZES = ['sm', 'md', 'lg', 'xl', 'full', 'auto'] as const
export type DialogSize = (typeof DIALOG_SIZES)[number]

export const DIALOG_HEIGHTS = ['auto', 'fit', 'screen', 'tall'] as const
export type DialogHeight = (typeof DIALOG_HEIGHTS)[number]

/** Below this viewport width (CSS px) "screen" and "tall" dialogs fill the screen (spec §9: mobile width 768). */
export const MOBILE_MAX_WIDTH_PX = 768

/** A "tall" dialog's height on larger screens, in vh. */
export const TALL_DIALOG_VH = 80

/** Spec §2: by default a click outside does not close a dialog, and a close button is shown. */
export const DIALOG_DEFAULTS = { closeOnOutsideClick: false, showCloseButton: true } as const
