import type { Mail } from '../lib/mailer.js';
import type { UserRow } from './user.mapper.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetPasswordMail(user: Pick<UserRow, 'email' | 'firstName'>, link: string): Mail {
  const greeting = `Bonjour ${user.firstName},`;
  return {
    to: user.email,
    subject: 'Réinitialisation de votre mot de passe Teranga',
    link,
    text: [
      greeting,
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Teranga.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
      '',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
      '',
      "L'équipe Teranga",
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Teranga.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable une heure, une seule fois).</p>
<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(link)}</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.</p>
<p>L'équipe Teranga</p>
</body></html>`,
  };
}
