import { fill } from '@teranga/messages/format';
import { footerLabels } from '@teranga/messages/kit/footer';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import { NewsletterForm, type NewsletterFormProps } from '../newsletter-form/newsletter-form';
import * as styles from './footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterSection {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterSocialLink {
  /** accessible name of the icon link, e.g. 'Teranga sur Facebook' */
  label: string;
  href: string;
  icon: 'facebook' | 'instagram' | 'twitter';
}

// The document names the links (About, Contact, FAQs, Shipping Info; Returns, Size Guide) but not their targets.
const labels = footerLabels;

/** The shop's addresses of the document's two link columns. */
export interface FooterHrefs {
  about: string;
  contact: string;
  faq: string;
  shipping: string;
  returns: string;
  sizeGuide: string;
}

/** The document's two link columns (quick links, customer service), leading to the shop's addresses. */
export const footerSections = (hrefs: FooterHrefs): readonly FooterSection[] => [
  {
    title: labels.quickLinks,
    links: [
      { label: labels.about, href: hrefs.about },
      { label: labels.contact, href: hrefs.contact },
      { label: labels.faq, href: hrefs.faq },
      { label: labels.shippingInfo, href: hrefs.shipping },
    ],
  },
  {
    title: labels.customerService,
    links: [
      { label: labels.returns, href: hrefs.returns },
      { label: labels.sizeGuide, href: hrefs.sizeGuide },
    ],
  },
];

export const defaultFooterSocialLinks: readonly FooterSocialLink[] = [
  { label: labels.facebook, href: 'https://www.facebook.com/', icon: 'facebook' },
  { label: labels.instagram, href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: labels.twitter, href: 'https://x.com/', icon: 'twitter' },
];

export interface FooterProps {
  /** Nom de la marque, en tête du pied de page. */
  brandName?: string;
  /** Phrase sous le nom de la marque. */
  brandText?: ReactNode;
  /** Adresses de la boutique pour les deux colonnes du document (liens rapides, service client). */
  hrefs?: FooterHrefs;
  /** Les colonnes de liens (titre, liens) ; par défaut celles du document vers `hrefs`, aucune sans `hrefs`. */
  sections?: readonly FooterSection[];
  /** Les liens vers les réseaux sociaux. */
  socialLinks?: readonly FooterSocialLink[];
  /** Nom lu de la liste des réseaux sociaux. */
  socialLabel?: string;
  /** Année de la mention légale ; le document la fixe à 2025. */
  year?: number;
  /** Toute la dernière ligne ; remplace « © 2025 Teranga. Tous droits réservés. ». */
  copyright?: ReactNode;
  /** Réglages passés au champ d’inscription à la lettre d’information ; `false` le cache. */
  newsletter?: NewsletterFormProps | false;
  /** Dessine les liens internes avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
  className?: string;
}

/** The site footer: brand, quick links, customer service, social icons, newsletter field and the year. */
export function Footer({
  brandName = labels.brandName,
  brandText = labels.brandText,
  hrefs,
  sections = hrefs ? footerSections(hrefs) : [],
  socialLinks = defaultFooterSocialLinks,
  socialLabel = labels.social,
  year = 2025,
  copyright,
  newsletter = {},
  renderLink = defaultRenderLink,
  className,
}: FooterProps) {
  return (
    <footer data-slot="footer" className={clsx(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{brandName}</p>
            <p className={styles.brandText}>{brandText}</p>
            {socialLinks.length > 0 ? (
              <ul className={styles.social} aria-label={socialLabel}>
                {socialLinks.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      className={styles.socialLink}
                      aria-label={s.label}
                      rel="noopener noreferrer"
                    >
                      <Icon name={s.icon} size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {sections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <h2 className={styles.heading}>{section.title}</h2>
              <ul className={styles.list}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    {renderLink({ href: link.href, className: styles.link, children: link.label })}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {newsletter === false ? null : <NewsletterForm appearance="inline" {...newsletter} />}
        </div>
        <p className={styles.bottom}>
          {copyright ?? fill(labels.copyright, { year: String(year), brand: brandName })}
        </p>
      </div>
    </footer>
  );
}
