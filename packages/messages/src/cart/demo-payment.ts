/**
 * Said by every order paid through the sandbox, on its page and in its mail: no money moved. A module of its own, so
 * that neither the API's answers nor the storefront's first load carry the other's texts with it.
 */
export const demoPaymentText = 'paiement de démonstration';
