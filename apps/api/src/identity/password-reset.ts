import { mailMessages } from '@teranga/messages';
import type { Mail } from '../lib/mailer.js';
import type { UserRow } from './user.mapper.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetPasswordMail(user: Pick<UserRow, 'email' | 'firstName'>, link: string): Mail {
  // The catalogue's words are trusted HTML as they are; only the values from outside are escaped.
  const words = mailMessages.passwordReset;
  const greeting = words.greeting(user.firstName);
  return {
    to: user.email,
    subject: words.subject,
    link,
    text: [
      greeting,
      '',
      words.requested,
      words.openLink,
      '',
      link,
      '',
      words.notYou,
      '',
      words.signature,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${words.requested}</p>
<p><a href="${escapeHtml(link)}">${words.button}</a> ${words.linkValidity}</p>
<p>${words.copyLink}<br>${escapeHtml(link)}</p>
<p>${words.notYou}</p>
<p>${words.signature}</p>
</body></html>`,
  };
}
