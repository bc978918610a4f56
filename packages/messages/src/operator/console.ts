import { productCount as productCountText } from '../kit/shared.js';
import { plural } from '../plural.js';

const productCount = (count: number) => plural(productCountText, count);

/**
 * What an operator reads on the server's console or in its logs, and the staff command line's output: French, like
 * every other text a person reads. Log lines meant for machines and developers stay English in the code.
 */
export const operatorMessages = {
  startup: {
    refused: (reason: string) => `Teranga ne démarre pas : ${reason}`,
    ready: (appUrl: string, databaseKind: string) =>
      `Teranga est prêt : ${appUrl} (base de données : ${databaseKind})`,
    demoShopCreated: (products: number) =>
      `Boutique de démonstration créée : ${productCount(products)} et 4 comptes (voir apps/api/README.md).`,
    appNotBuilt: (indexFile: string) =>
      `Application non construite (${indexFile} absent) : seule l'API est servie. Lancez \`npm run build\`.`,
    appUrlRequired:
      'APP_URL est obligatoire en production quand la connexion Google ou Facebook est configurée : sans lui, ' +
      "l'adresse de retour du fournisseur suivrait l'en-tête Host de la requête. Donnez l'adresse publique de la " +
      'boutique, par exemple APP_URL=https://boutique.example',
    rendererNotBuilt: (file: string) =>
      `Rendu serveur de la boutique non construit (${file} absent) : les pages sont dessinées dans le navigateur. Lancez \`npm run build -w @teranga/reference\`.`,
  },
  secrets: {
    public: 'cette valeur est publique (exemple ou ancien secret de développement)',
    tooShort: (minBytes: number) => `il doit compter au moins ${minBytes} octets`,
    refusedInProduction: (envVar: string, weakness: string) =>
      `${envVar} refusé en production : ${weakness}. Générez-en un, par exemple avec ` +
      '`openssl rand -base64 48`, ou retirez la variable pour que le serveur en crée un dans son dossier de données.',
    emptyFile: (path: string) => `Le fichier de secret ${path} est vide : supprimez-le pour en recréer un.`,
  },
  dataFolder: {
    holder: (pid: number, host: string, startedAt: string) =>
      `le processus ${pid} sur ${host}, démarré le ${startedAt}`,
    unknownHolder: 'un autre processus',
    locked: (dataDir: string, who: string) =>
      `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur Teranga (${who}). ` +
      'Arrêtez-le, ou donnez à ce serveur un autre DATA_DIR ; pour faire tourner plusieurs serveurs, ' +
      'utilisez PostgreSQL (DATABASE_URL) avec un DATA_DIR chacun.',
  },
  seed: {
    productsOption: '--products attend un nombre entier positif, par exemple --products 100000',
    demoShopCreated: (products: number) => `Boutique de démonstration créée : ${productCount(products)}.`,
    alreadySeeded: 'La base contient déjà des produits : rien n’a été modifié.',
    generated: (count: number, seconds: string, databaseKind: string) =>
      `${plural({ one: '{count} produit généré', other: '{count} produits générés' }, count)} en ${seconds} s (${databaseKind}).`,
  },
  logs: {
    databaseUnreachable: 'health: base de données injoignable',
    idleConnectionLost: (reason: string) => `PostgreSQL : connexion inactive perdue (${reason})`,
    redisDown:
      'Redis injoignable : les limites de tentatives sont comptées dans la mémoire de ce serveur, plus strictes, jusqu’à son retour',
    redisBack: 'Redis de retour : les limites de tentatives sont de nouveau partagées entre les serveurs',
    oauthExchangeFailed: 'Échange OAuth impossible',
    oauthAccountFailed: 'Compte introuvable ou non créé après la connexion OAuth',
    resetMailFailed: "Échec de l'envoi de l'email de réinitialisation",
    mailWrittenToOutbox: (to: string) =>
      `Email pour ${to} écrit dans la boîte d'envoi locale (pas de SMTP_URL)`,
    sellerStatusChanged: 'Statut vendeur modifié',
    /** What the logs write instead of a secret value. */
    masked: '[masqué]',
  },
  admin: {
    usage: `Usage : npm run admin -w @teranga/api -- <commande>

  sellers [pending|approved|rejected|suspended]  liste les vendeurs (tous, ou ceux d'un statut)
  approve <email|id>                   valide un vendeur
  reject <email|id> <motif>            refuse un vendeur (le motif, obligatoire, est lu par le vendeur)
  suspend <email|id>                   suspend un vendeur (ses produits quittent la boutique)
  pending <email|id>                   remet un vendeur en attente de validation
  make-admin <email|id>                donne le rôle administrateur à un compte existant`,
    decisions: { approved: 'validé', rejected: 'refusé' },
    applications: (count: number) => `demandes : ${count}`,
    lastApplication: (date: string) => `dernière le ${date}`,
    lastDecision: (decision: string) => `dernière décision : ${decision}`,
    unknownStatus: (status: string) =>
      `Statut inconnu « ${status} » : pending, approved, rejected ou suspended.`,
    noSellers: 'Aucun vendeur.',
    noSellerMatches: (target: string) => `Aucun vendeur ne correspond à « ${target} ».`,
    statusSet: (status: string) => `(statut : ${status})`,
    noAccountMatches: (target: string) => `Aucun compte ne correspond à « ${target} ».`,
    madeAdmin: (email: string) => `${email} est maintenant administrateur.`,
  },
} as const;

/** What an operator reads in the logs about the jobs table (apps/api/src/jobs): work tried again later. */
export const jobLogMessages = {
  failed: 'Tâche en échec : nouvel essai plus tard',
  runFailed: 'Lecture des tâches à faire impossible',
} as const;
