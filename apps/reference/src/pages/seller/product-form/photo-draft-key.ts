/** Where the create form keeps its finished photos for the tab (sessionStorage): the journeys clear it too. */
export const PHOTO_DRAFT_KEY = 'teranga.product-photos.create';
