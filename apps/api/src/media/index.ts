// Product images: upload (multipart and resumable), storage, serving.
export { createMediaHandlers } from './media.handlers.js';
export { registerMultipartForms } from './multipart.js';
export { createResumableUploadHandlers, registerResumableUploads } from './resumable-uploads.js';
