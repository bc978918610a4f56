/** The emails the server sends, in French. The server escapes values for the HTML part; these are plain texts. */
export const mailMessages = {
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe Teranga',
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    requested: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Teranga.',
    openLink: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
    button: 'Choisir un nouveau mot de passe',
    linkValidity: '(lien valable une heure, une seule fois).',
    copyLink: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    notYou:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
    signature: "L'équipe Teranga",
  },
} as const;
