// Storefront texts added for issue 17 (what a shopper trips on): stock, shipping, newsletter, help pages, bell.
import { shippingTexts } from '../cart/shipping.js';
import { stockTexts } from '../cart/stock.js';
import { wishlistNoteTexts } from '../cart/wishlist.js';
import { sizeGuideTexts } from '../catalogue/size-guide.js';
import * as words from '../words.js';
import { helpTitles, notificationsTexts } from './layout.js';

/** the footer's pages: a title, a lead and sections of paragraphs */
export const helpPageTexts = {
  about: {
    title: helpTitles.about,
    lead: 'Teranga, c’est l’hospitalité sénégalaise mise au service de la mode africaine : une place de marché où des créateurs et ateliers d’Afrique de l’Ouest vendent leurs pièces directement.',
    sections: [
      {
        heading: 'Notre mission',
        paragraphs: [
          'Rendre accessibles le wax, le bazin, le bogolan et le kente taillés par des artisans, et leur assurer un revenu juste : chaque vendeur fixe ses prix et est validé par notre équipe avant d’ouvrir sa boutique.',
        ],
      },
      {
        heading: 'Ce que vous trouvez ici',
        paragraphs: [
          'Des collections Femme, Homme, Enfant et Traditionnelle, des accessoires, des bijoux et des chaussures. Les prix s’affichent en francs CFA, avec leur équivalent en euros et en dollars.',
        ],
      },
    ],
  },
  contact: {
    title: helpTitles.contact,
    lead: 'Une question sur une commande, une taille ou un vendeur ? Notre équipe vous répond du lundi au samedi, de 9 h à 19 h (heure de Dakar).',
    sections: [
      {
        heading: 'Nous écrire',
        paragraphs: [
          'Par e-mail : bonjour@teranga.example — réponse sous 24 heures ouvrées.',
          'Précisez votre numéro de commande si votre question la concerne : nous gagnerons du temps.',
        ],
      },
      {
        heading: 'Nous appeler',
        paragraphs: ['Par téléphone ou WhatsApp : +221 33 800 00 00.'],
      },
    ],
  },
  faq: {
    title: helpTitles.faq,
    lead: 'Les réponses aux questions que l’on nous pose le plus souvent.',
    sections: [
      {
        heading: 'Comment payer ?',
        paragraphs: [
          'Par Wave ou Orange Money, au moment de payer votre panier. Vous devez être connecté pour payer.',
        ],
      },
      {
        heading: 'Combien coûte la livraison ?',
        paragraphs: ['Un forfait de 10 € par commande (≈ 6 550 CFA), quel que soit le montant.'],
      },
      {
        heading: 'Puis-je commander un article en rupture de stock ?',
        paragraphs: [
          'Non, sauf si le vendeur accepte les commandes en attente : la fiche produit l’indique alors « En stock ».',
        ],
      },
      {
        heading: 'Comment garder un article pour plus tard ?',
        paragraphs: [
          'Touchez le cœur sur sa fiche ou sur sa vignette : il rejoint vos favoris, avec une note si vous le souhaitez.',
        ],
      },
    ],
  },
  shipping: {
    title: helpTitles.shipping,
    lead: 'Une seule règle : 10 € par commande (≈ 6 550 CFA), quel que soit le montant du panier.',
    sections: [
      {
        heading: 'Délais',
        paragraphs: [
          'Chaque fiche produit indique le délai estimé du vendeur, en jours ouvrés. Dakar : 2 à 4 jours ; reste du Sénégal : 3 à 7 jours ; international : 7 à 15 jours.',
        ],
      },
      {
        heading: 'Suivi',
        paragraphs: [
          'Suivez votre colis depuis la page Suivi de commande, avec votre numéro et votre e-mail.',
        ],
      },
    ],
  },
  returns: {
    title: helpTitles.returns,
    lead: 'Vous disposez de 30 jours après la réception pour retourner un article.',
    sections: [
      {
        heading: 'Conditions',
        paragraphs: [
          'L’article doit être neuf, non porté, non lavé et avec ses étiquettes. Les pièces faites sur mesure ne sont ni reprises ni échangées.',
        ],
      },
      {
        heading: 'Marche à suivre',
        paragraphs: [
          'Écrivez-nous avec votre numéro de commande : nous vous envoyons l’adresse de retour. Le remboursement part sur votre moyen de paiement sous 7 jours après réception du colis.',
        ],
      },
    ],
  },
  sizeGuide: {
    title: helpTitles.sizeGuide,
    lead: 'Mesurez-vous à même la peau, ruban bien à plat. Entre deux tailles, choisissez la plus grande pour les coupes ajustées.',
    sections: [],
    tableCaption: 'Tailles adultes : tour de poitrine, de taille et de hanches en centimètres',
    columns: [words.size, sizeGuideTexts.childColumns[2], sizeGuideTexts.childColumns[3], 'Hanches (cm)'],
    rows: [
      ['XS', '78 – 82', '60 – 64', '84 – 88'],
      ['S', '83 – 88', '65 – 70', '89 – 94'],
      ['M', '89 – 96', '71 – 78', '95 – 102'],
      ['L', '97 – 104', '79 – 86', '103 – 110'],
      ['XL', '105 – 112', '87 – 94', '111 – 118'],
      ['XXL', '113 – 120', '95 – 102', '119 – 126'],
    ],
  },
} as const;

export const storefrontTexts = {
  stock: stockTexts,
  shipping: shippingTexts,
  help: helpPageTexts,
  bell: notificationsTexts,
  wishlist: wishlistNoteTexts,
} as const;
