// Multipart is a plugin now (plugins/multipart.ts); this path stays while routes/reviews.ts still imports it.
export { uploadedFiles } from './plugins/multipart'
