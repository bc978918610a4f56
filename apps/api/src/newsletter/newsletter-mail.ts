import { newsletterTexts } from '@teranga/messages';
import { routes } from '@teranga/reference/routes';
import type { Mail } from '../lib/mailer.js';
import type { MailTokens } from './newsletter.queries.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The shop's pages that post the tokens (a link a mail scanner opens changes nothing by itself). */
export function newsletterLinks(appUrl: string, tokens: MailTokens) {
  return {
    confirm: `${appUrl}${routes.newsletterConfirm.href({ token: tokens.confirmToken })}`,
    unsubscribe: `${appUrl}${routes.newsletterUnsubscribe.href({ token: tokens.unsubscribeToken })}`,
  };
}

/** The double opt-in mail: a confirm link and, as in every newsletter mail, an unsubscribe link. */
export function newsletterConfirmMail(to: string, appUrl: string, tokens: MailTokens): Mail {
  // The catalogue's words are trusted HTML as they are; only the links are escaped.
  const words = newsletterTexts.mail;
  const links = newsletterLinks(appUrl, tokens);
  return {
    to,
    subject: words.subject,
    link: links.confirm,
    text: [
      words.greeting,
      '',
      words.requested,
      words.openLink,
      '',
      links.confirm,
      '',
      words.notYou,
      '',
      words.unsubscribe,
      links.unsubscribe,
      '',
      words.signature,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">
<p>${words.greeting}</p>
<p>${words.requested}</p>
<p>${words.openLink}<br><a href="${escapeHtml(links.confirm)}">${words.button}</a></p>
<p>${words.notYou}</p>
<p>${words.unsubscribe} <a href="${escapeHtml(links.unsubscribe)}">${words.unsubscribeButton}</a></p>
<p>${words.signature}</p>
</body></html>`,
  };
}
