import { storefrontTexts } from '@teranga/messages/storefront';
import { SizeTable, sizeCharts } from '@teranga/ui';
import { useLocation } from 'react-router';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import * as styles from './help.page.css';

type HelpPage = keyof typeof storefrontTexts.help;

/** The footer's links and the page each one opens. */
const PAGE_OF_PATH: Record<string, HelpPage> = {
  [routes.about.path]: 'about',
  [routes.contact.path]: 'contact',
  [routes.faq.path]: 'faq',
  [routes.shipping.path]: 'shipping',
  [routes.returns.path]: 'returns',
  [routes.sizeGuide.path]: 'sizeGuide',
};

/** À propos, Contact, FAQ, Infos livraison, Retours and the size guide (a table): the shop's own words. */
export function HelpPage() {
  const key = PAGE_OF_PATH[useLocation().pathname] ?? 'about';
  const content = storefrontTexts.help[key];
  return (
    <div className={page.narrow}>
      <article className={page.stack}>
        <h1 className={page.title}>{content.title}</h1>
        <p className={page.muted}>{content.lead}</p>
        {content.sections.map((section) => (
          <section key={section.heading} className={page.stack}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text} className={styles.paragraph}>
                {text}
              </p>
            ))}
          </section>
        ))}
        {'rows' in content ? <SizeTable chart={sizeCharts.adult} /> : null}
      </article>
    </div>
  );
}
