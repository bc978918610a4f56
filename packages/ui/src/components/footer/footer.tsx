import { fill, kitLabels } from '@teranga/messages';
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
const labels = kitLabels.footer;

export const defaultFooterSections: readonly FooterSection[] = [
  {
    title: labels.quickLinks,
    links: [
      { label: labels.about, href: '/a-propos' },
      { label: labels.contact, href: '/contact' },
      { label: labels.faq, href: '/faq' },
      { label: labels.shippingInfo, href: '/livraison' },
    ],
  },
  {
    title: labels.customerService,
    links: [
      { label: labels.returns, href: '/retours' },
      { label: labels.sizeGuide, href: '/guide-des-tailles' },
    ],
  },
];

export const defaultFooterSocialLinks: readonly FooterSocialLink[] = [
  { label: labels.facebook, href: 'https://www.facebook.com/', icon: 'facebook' },
  { label: labels.instagram, href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: labels.twitter, href: 'https://x.com/', icon: 'twitter' },
];

export interface FooterProps {
  brandName?: string;
  brandText?: ReactNode;
  sections?: readonly FooterSection[];
  socialLinks?: readonly FooterSocialLink[];
  /** the social list's name for screen readers */
  socialLabel?: string;
  /** the year in the notice; the document fixes it at 2025 */
  year?: number;
  /** the whole bottom line; replaces the default '© 2025 Teranga. Tous droits réservés.' */
  copyright?: ReactNode;
  /** passed to the newsletter field; `false` hides the field */
  newsletter?: NewsletterFormProps | false;
  /** renders the internal links with the app's router */
  renderLink?: RenderLink;
  className?: string;
}

/** The site footer: brand, quick links, customer service, social icons, newsletter field and the year. */
export function Footer({
  brandName = labels.brandName,
  brandText = labels.brandText,
  sections = defaultFooterSections,
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
