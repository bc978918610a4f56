/** The French answers of the image calls (listed in openapi.yaml's upload responses). */
export const mediaMessages = {
  notFound: 'Image non trouvée',
  uploaded: 'Image enregistrée',
  noImage: 'Aucune image reçue',
  oneImageOnly: 'Une seule image par envoi : envoyez les autres une à une',
  unsupportedFormat: "Format d'image non accepté (JPG, PNG ou WEBP)",
  unreadable: "Image illisible : le fichier est abîmé ou n'est pas une vraie image JPG, PNG ou WEBP",
  tooManyPixels: 'Image trop grande : 40 mégapixels au maximum (par exemple 8000 × 5000 pixels)',
  fileTooLarge: 'Image trop volumineuse (10 Mo maximum)',
  tooManyFiles: '10 images au maximum par envoi',
  tooManyFields: 'Formulaire trop long : trop de champs',
  fieldTooLarge: 'Formulaire trop long : un champ dépasse 100 Ko',
  notMultipart: 'Envoyez le formulaire en multipart/form-data',
  malformedForm: 'Formulaire multipart invalide',
} as const;
