/** The product page's and the card's words when a size or a colour must be chosen before adding to the cart. */
export const productChoiceTexts = {
  /** shown beside the group, read with it, when « Ajouter au panier » or « Acheter maintenant » is pressed without it */
  prompt: {
    color: 'Veuillez choisir une couleur',
    size: 'Veuillez choisir une taille',
  },
  /** the card's cart button for a product with sizes or colours: it opens the product, where the choice is made */
  chooseOnPage: {
    color: 'Choisir la couleur de {name}',
    size: 'Choisir la taille de {name}',
  },
} as const;
