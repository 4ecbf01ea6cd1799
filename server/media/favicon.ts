// The portal's mark: a sand-coloured sun over the sea, drawn in a 64-unit box.
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Cyprus Portal</title><rect width="64" height="64" rx="14" fill="#c9a66b"/><circle cx="32" cy="27" r="12" fill="#fff7e6"/><path d="M6 44c6-4 12-4 18 0s12 4 18 0 12-4 16 0v14H6z" fill="#1f6f8b"/></svg>`
