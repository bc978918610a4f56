/** What the API answers about delivery zones, options and pickup points (issue 28), and the staff's « Livraison » page. */
export const deliveryMessages = {
  bodyRequired: 'Données manquantes : envoyez le formulaire de livraison en JSON',
  zoneNotFound: 'Zone de livraison non trouvée',
  optionNotFound: 'Option de livraison non trouvée',
  pickupPointNotFound: 'Point relais non trouvé',
  zoneNameTaken: 'Une zone de livraison porte déjà ce nom',
  coverageRequired: 'Indiquez au moins une ville ou une région couverte par la zone',
  defaultStaysActive: 'L’option de livraison par défaut reste active : modifiez son prix ou son délai',
  pickupOnlyForPickup: 'Seule une option « point relais » reçoit des points relais',
  zoneCreated: 'Zone de livraison ajoutée',
  zoneUpdated: 'Zone de livraison enregistrée',
  optionCreated: 'Option de livraison ajoutée',
  optionUpdated: 'Option de livraison enregistrée',
  pickupPointCreated: 'Point relais ajouté',
  pickupPointUpdated: 'Point relais enregistré',
  /** Order placement. */
  optionUnavailable: 'Cette option de livraison n’est plus proposée : choisissez-en une autre',
  optionOfAnotherZone: (zone: string): string =>
    `Cette option de livraison ne dessert pas cette adresse : choisissez une option de la zone ${zone}`,
  optionWithoutZone:
    'Cette option de livraison ne dessert pas cette adresse : choisissez l’option par défaut',
  pickupPointRequired: 'Choisissez un point relais pour cette option de livraison',
  pickupPointUnavailable: 'Ce point relais n’est pas proposé par cette option de livraison',
  addressRequired: 'Indiquez une adresse de livraison pour une livraison à domicile',
  addressNotFound: 'Adresse non trouvée dans votre carnet',
} as const;
